"""The site's build, one job per module (build.py at the root is the command line).

    common    paths, BuildError, small file helpers, the list of a site's files
    pins      pinned downloads (Pyodide, esbuild, axe-core, wheels), cached and hash-checked
    runtime   dist/pyodide/: the runtime's files, our wheel and its lock file
    stdlib    the game's standard library (traced list, compiled by Pyodide)
    pages     what the build writes from the game core: catalog, kit, cards, stills
    bundle    each page's script bundled with its modules (esbuild)
    offline   the service worker's precache list and build-manifest.json
    headers   the headers every host must send, MIME types, dist/_headers
    compress  the .br and .gz copies
    site      build(): the whole of dist/
    server    the plain server of `build.py serve`
    testenv   .venv, Chromium, and the test command (ruff, then pytest)

The test-only server (overrides, CSP reports, a throttle) is e2e/devserver.py.
"""
