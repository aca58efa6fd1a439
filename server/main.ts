// `npm start`: the game server process.
import { configFromEnv } from './config.ts';
import { startServer } from './app.ts';

const config = configFromEnv();
const running = await startServer({ port: config.port, host: config.host });
console.log(JSON.stringify({ level: 'info', msg: 'dune-rooms listening', url: running.url, port: running.port }));

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: 'info', msg: 'shutting down', signal }));
    const deadline = setTimeout(() => process.exit(1), 10_000);
    deadline.unref();
    running.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
}
