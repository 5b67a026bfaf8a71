# Marquee web server. Deploy with DATABASE_URL (managed PostgreSQL), SESSION_SECRET and the
# service variables of .env.example; app servers keep no state, so run as many as you need.
# The Node.js line of .node-version (24 LTS); CI and the README's use-node.sh run the same.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
# Fonts for the covers the server draws (docs/decisions/036-generated-covers.md): without them the
# titles and initials are left out of the pictures.
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig-config fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
# A container is a deployment: no demo seeding, no /dev/mail (set DEMO_MODE=true for a throwaway demo).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data DEMO_MODE=false
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/package.json /app/instrument.server.mjs ./
COPY --from=build /app/server/db/migrations ./server/db/migrations
# The clips the demo seed stores (demo/README.md): read only when DEMO_MODE=true seeds a throwaway demo.
COPY --from=build /app/demo ./demo
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://localhost:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "./instrument.server.mjs", "build/main.js"]
