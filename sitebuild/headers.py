"""The headers every host must send (the policy, nosniff, caching, CORS), the MIME
types, and dist/_headers, which lists them for the hosts that read it."""

from __future__ import annotations

from pathlib import Path

from .common import site_files

# Every page carries this policy in a <meta> tag; the server also sends it as a
# header (which covers the worker too).
CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
       "connect-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; "
       "manifest-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'")

# frame-ancestors works only as a header, never in a <meta> tag. The game may be
# framed only by its own site; embed.html by any rules site (docs/embedding.md: it
# holds no saved games or settings of the reader's); the explainer (explain.html, in
# Greek explain-el.html) frames only our own embeds, and only its own site frames it; so
# does kit.html (the embed kit's preview).
EMBED_FRAME_ANCESTORS = "*"
SELF = "'self'"
FRAME_ANCESTORS = {"embed.html": EMBED_FRAME_ANCESTORS}
PAGE_CSP = {page: CSP + "; frame-src 'self'"
            for page in ("explain.html", "explain-el.html", "kit.html")}
# The kit draws a position's picture (SVG) on a canvas for its PNG: an image of a blob: URL.
PAGE_CSP["kit.html"] = PAGE_CSP["kit.html"].replace("img-src 'self'", "img-src 'self' blob:")
# Hosts may load the <xeri-table> module from our site: a module script needs CORS. It
# loads from the host's page, where our service worker cannot answer: a reader offline
# gets it from the browser's cache (stale for up to a week, while a newer one is fetched).
CORS_FILES = ("xeri-table.js",)
HOSTED_CACHE = "max-age=0, stale-while-revalidate=604800"


def page_csp(path: str) -> str:
    """The policy in the <meta> tag of the page at site path `path`."""
    return PAGE_CSP.get(path, CSP)


def header_csp(path: str) -> str:
    """The policy sent with site path `path`."""
    return f"{page_csp(path)}; frame-ancestors {FRAME_ANCESTORS.get(path, SELF)}"


def site_headers(path: str) -> dict[str, str]:
    """The headers every host must send with the file at site path `path` (a path
    under the site's root, e.g. "index.html"; also written into dist/_headers)."""
    headers = {"Content-Security-Policy": header_csp(path),
               "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
               "Cache-Control": "no-cache"}
    if path in CORS_FILES:
        headers.update({"Access-Control-Allow-Origin": "*", "Cache-Control": HOSTED_CACHE})
    return headers


MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".md": "text/markdown; charset=utf-8",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
}


HEADERS_FILE = "_headers"


def write_headers(dist: Path) -> None:
    """dist/_headers (Netlify / Cloudflare Pages): what build.py serve sends. A
    header is named by one rule per file at most (hosts differ in how they merge
    two), so every file has its rule: its Cache-Control (see HOSTED_CACHE), and for
    pages and scripts the Content-Security-Policy, which matters only for them."""
    common = {"X-Content-Type-Options", "Referrer-Policy"}
    lines = ["# build.py writes this file: the headers of sitebuild.headers.site_headers().", "/*"]
    lines += [f"  {k}: {v}" for k, v in site_headers("index.html").items() if k in common]
    for name in site_files(dist):
        script = name.endswith((".html", ".js", ".mjs"))
        paths = [f"/{name}"]
        if name == "index.html" or name.endswith("/index.html"):
            paths.insert(0, f"/{name[:-len('index.html')]}")
        for path in paths:
            lines.append(path)
            lines += [f"  {k}: {v}" for k, v in site_headers(name).items()
                      if k not in common and (script or k != "Content-Security-Policy")]
    (dist / HEADERS_FILE).write_text("\n".join(lines) + "\n")
