// The baseline: a bare Fastify hello-world server, no plugins and no logging, in its own process
// (like the real server) so both are measured under the same conditions. Prints its port.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
// The real server's accept queue (apps/server/src/main.ts), so a burst's floor is not raised by dropped connections.
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1", backlog: 4096 });
console.log(JSON.stringify({ port: app.server.address().port }));
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
