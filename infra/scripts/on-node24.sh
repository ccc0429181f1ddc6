#!/bin/sh
# Runs a repository script on Node 24 with no Node process in between: when .data/runtime holds Node 24 (or the
# machine's Node is 24 or newer) this shell REPLACES itself (exec) by that Node, with the environment
# runtimeEnv() of lib/node-runtime.mjs gives. Otherwise (first run on an old Node) it runs the script on the
# machine's Node, whose bootstrap installs Node 24 and re-runs the script under it, that one time as a child.
#   sh infra/scripts/on-node24.sh infra/scripts/start.mjs [args]     (the root package.json's start, dev, test)
set -eu
bin="$(cd "$(dirname "$0")/../.." && pwd)/.data/runtime/node_modules/.bin"
is24() { "$1" -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' 2>/dev/null; }
if ! is24 node && [ -x "$bin/node" ] && is24 "$bin/node"; then
  PATH="$bin:$PATH" NODE="$bin/node" HP_NODE_RUNTIME="$bin/node"
  export PATH NODE HP_NODE_RUNTIME
  if [ -n "${npm_node_execpath:-}" ]; then npm_node_execpath="$bin/node" && export npm_node_execpath; fi
  unset npm_config_user_agent # names the old Node; npm rebuilds it
  exec "$bin/node" "$@"
fi
exec node "$@"
