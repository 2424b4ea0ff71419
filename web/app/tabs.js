// One tab plays the game: the one holding the lock "xeri.game" (Web Locks). Any other
// tab of the site shows the saved game without playing it; its "Play here" asks the
// holder (BroadcastChannel "xeri.game") to finish saving and let go, then takes the
// lock. The holder tells the others after each save, so they show the game as it is.
const NAME = "xeri.game";
const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(NAME) : null;
let release = null; // lets go of the lock, while this tab holds it

function lock(options, got) {
  if (!navigator.locks) return got(true); // no Web Locks: every tab plays
  return navigator.locks.request(NAME, options, (held) => {
    got(Boolean(held));
    return held ? new Promise((r) => { release = r; }) : undefined;
  });
}

// Whether this tab plays: it does if no other tab holds the game.
export const hold = () => new Promise((resolve) => { lock({ ifAvailable: true }, resolve); });

// Play here: resolves once the tab that held the game has saved and let go.
export function take() {
  const taken = new Promise((resolve) => { lock({}, resolve); });
  channel?.postMessage({ want: true });
  return taken;
}

// onWanted() resolves once this tab's last save is done (then the lock goes); onSaved()
// runs in the other tabs after each save of the tab that plays.
export function listen({ onWanted, onSaved }) {
  if (channel) channel.onmessage = async (e) => {
    if (e.data.want && release) {
      const letGo = release;
      release = null;
      await onWanted();
      letGo();
    } else if (e.data.saved && !release) onSaved();
  };
}

export const told = () => channel?.postMessage({ saved: true });
