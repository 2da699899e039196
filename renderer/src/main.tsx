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
import { LaterScreenFrame } from './ui/laterScreen';
import { applyLanguage } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The later screens the app's router shows (laterScreens.ts) are chunks of their own, shown inside LaterScreenFrame.
// The first render is in the system's language: its catalog (a chunk of its own unless English) is loaded first. Not
// a top-level await: the table's chunk imports modules of this one, which would then be split out of it and run
// before the two imports above that must come first.
void applyLanguage('system').then(() =>
  createRoot(root).render(
    <LaterScreenFrame>
      <App />
    </LaterScreenFrame>,
  ),
);
