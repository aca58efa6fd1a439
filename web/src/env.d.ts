// Imports esbuild handles for the app: a stylesheet is bundled into app.css.
declare module '*.css';
