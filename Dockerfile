# cloudsim as a service container: one static (musl) binary with the console built in, serving
# the API, the control API and the console on :8080 on every interface. Build from the repository
# root: `docker build -t cloudsim .`; run: `docker run -p 8080:8080 cloudsim` (docs/reference/container.md).

# 1. The console: web/dist, which the binary embeds.
FROM node:20-bookworm-slim AS console
WORKDIR /src
COPY package.json package-lock.json ./
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY spec/openapi.json spec/
COPY scenarios/brands scenarios/brands
COPY web web
RUN npm run build --workspace web

# 2. The binary: Alpine's Rust targets musl, which links statically; no C libraries are needed.
FROM rust:1-alpine AS binary
RUN apk add --no-cache musl-dev
WORKDIR /src
COPY . .
COPY --from=console /src/web/dist web/dist
RUN cargo build --locked --release -p simulator --bin cloudsim --features console \
 && ! ldd target/release/cloudsim 2>/dev/null | grep -q '=>'

# 3. The image: the binary and busybox's wget for the health check.
FROM alpine:3
COPY --from=binary /src/target/release/cloudsim /usr/local/bin/cloudsim
USER 65534
EXPOSE 8080
# The control token comes from the environment when set (CLOUDSIM_CONTROL_TOKEN); the health
# check sends it, since /__sim/health is part of the control API.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD wget -q -O /dev/null --header "Authorization: Bearer ${CLOUDSIM_CONTROL_TOKEN:-}" http://127.0.0.1:8080/__sim/health || exit 1
ENTRYPOINT ["cloudsim", "serve", "--public", "--port", "8080"]
