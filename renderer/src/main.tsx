// First of all: the desktop app's Content-Security-Policy forbids evaluated code ('unsafe-eval'), which PixiJS otherwise
// uses to generate its shader and uniform code; this swaps that generated code for static functions.
import 'pixi.js/unsafe-eval';
import './strictContentPolicy';
import '@fontsource/alegreya-sans/400.css';
import '@fontsource/alegreya-sans/700.css';
import '@fontsource/alegreya-sans/800.css';
import './ui/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(<App />);
