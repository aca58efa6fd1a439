// The web table's entry: mounts the app (web/README.md describes its parts).
import { render } from 'preact';
import { App } from './app.tsx';
import './app.css';

render(<App />, document.getElementById('app')!);
