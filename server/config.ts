// Process configuration from the environment (ARCHITECTURE §7). Everything has an embedded default.
export interface ServerConfig {
  port: number;
  host: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 2567);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0–65535, got ${env.PORT}`);
  const level = env.LOG_LEVEL ?? 'info';
  if (!['debug', 'info', 'warn', 'error'].includes(level)) throw new Error(`LOG_LEVEL must be debug|info|warn|error, got ${level}`);
  return { port, host: env.HOST ?? '0.0.0.0', logLevel: level as ServerConfig['logLevel'] };
}
