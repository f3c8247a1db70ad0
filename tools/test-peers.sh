#!/usr/bin/env bash
# Installs the interop peers the test suite runs that npm cannot: Python's SOAP client zeep (Debian's
# python3-zeep, for test/interop/zeep.test.ts). Run by `npm test` (pretest); does nothing when present.
set -euo pipefail
if /usr/bin/python3 -c 'import zeep' 2>/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "test peers: installing python3-zeep (Debian) for the zeep interop test"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq --no-install-recommends python3-zeep >/dev/null ||
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-zeep >/dev/null; }
  /usr/bin/python3 -c 'import zeep' && exit 0
fi
echo "test peers: python3-zeep is missing: install it (Debian: sudo apt-get install python3-zeep); the zeep interop test needs it" >&2
exit 1
