#!/usr/bin/env bash
# Builds the static musl binary the Dockerfile ships (console embedded) on this Debian machine
# and tests it: it must be static, serve the console, and pass the QA and demo suites, both
# in-process and over its own socket. rustup cannot fetch the musl target here, so the standard
# library is built from Debian's Rust sources (rustc-web, rust-web-src) against Debian's musl,
# with LLVM's libunwind. Needs root for apt; takes ~25 minutes on 2 cores. Not part of the test
# command (it would double its time); docs/reference/container.md holds the last result.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(rustc-web cargo-web rust-web-src musl-tools libunwind-16-dev)
if ! dpkg -s "${packages[@]}" >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi

# Debian's LLVM libunwind is built against glibc and calls its fortified fprintf; musl has none,
# so the archive the linker finds carries a two-line stand-in.
lib=/usr/lib/rustlib/x86_64-unknown-linux-musl/lib
if [ ! -f "$lib/libunwind.a" ]; then
  mkdir -p "$lib"
  shim=$(mktemp -d)
  cat > "$shim/fortify.c" <<'EOF'
#include <stdarg.h>
#include <stdio.h>
int __fprintf_chk(FILE *f, int flag, const char *fmt, ...) { va_list ap; va_start(ap, fmt); int r = vfprintf(f, fmt, ap); va_end(ap); return r; }
EOF
  musl-gcc -O2 -fPIC -c "$shim/fortify.c" -o "$shim/fortify.o"
  cp /usr/lib/llvm-16/lib/libunwind.a "$lib/libunwind.a"
  ar rs "$lib/libunwind.a" "$shim/fortify.o"
  rm -r "$shim"
fi

[ -d web/dist ] || npm run build --workspace web

target=x86_64-unknown-linux-musl
out=target/musl
export RUSTC_BOOTSTRAP=1 RUSTC=/usr/bin/rustc
export CARGO_TARGET_X86_64_UNKNOWN_LINUX_MUSL_LINKER=musl-gcc CC_x86_64_unknown_linux_musl=musl-gcc
export RUSTFLAGS="-C link-self-contained=no"
# musl-gcc's specs link a static PIE with a loader it does not have (and without musl's
# self-relocating start file), so the binary is linked as a plain static executable.
/usr/bin/cargo rustc --locked --release -p simulator --bin cloudsim --features console \
  -Zbuild-std=std,panic_abort --target "$target" --target-dir "$out" \
  -- -C relocation-model=static
bin="$out/$target/release/cloudsim"

if readelf -l "$bin" | grep -q INTERP || readelf -d "$bin" | grep -q NEEDED; then
  echo "musl: $bin is not static" >&2
  exit 1
fi
echo "musl: $bin is static ($(du -h "$bin" | cut -f1))"

"$bin" run scenarios/qa scenarios/demo

port=18631
"$bin" serve --port "$port" --world demo-strict >"$out/serve.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/__sim/health" >/dev/null && break; sleep 0.2; done
curl -sf "http://127.0.0.1:$port/app/" | grep -q '<div id="root">'
echo "musl: the embedded console answers at /app/"
"$bin" run --target "http://127.0.0.1:$port" scenarios/qa
echo "musl: the static binary passed the QA and demo suites"
