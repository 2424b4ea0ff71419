// Short sounds made in the page (Web Audio): a card laid, a capture, a fanfare (a xeri), a trick,
// the end of a round and of a game. Silent until the person first touches the page
// (browsers allow sound only then) and while muted.
const TONES = {
  card: [[520, 0.05]], capture: [[440, 0.06], [660, 0.08]], fanfare: [[660, 0.08], [880, 0.08], [1320, 0.18]],
  trick: [[330, 0.07], [495, 0.09]], round: [[392, 0.1], [523, 0.14]], end: [[523, 0.12], [659, 0.12], [784, 0.26]],
};
let audio = null;
let muted = false;

for (const type of ["pointerdown", "keydown"]) addEventListener(type, () => { audio ??= new AudioContext(); }, { capture: true, once: true });

export function setMuted(value) { muted = value; }

export function sound(kind) {
  if (muted || !audio || !TONES[kind]) return;
  let at = audio.currentTime;
  for (const [freq, length] of TONES[kind]) {
    const tone = new OscillatorNode(audio, { type: "triangle", frequency: freq });
    const gain = new GainNode(audio, { gain: 0.0001 });
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + length + 0.02);
    at += length * 0.8;
  }
  document.documentElement.dataset.sounds = String(Number(document.documentElement.dataset.sounds || 0) + 1);
}
