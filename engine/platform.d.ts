// The few platform globals the engine uses. The engine runs in the page, in Web Workers and in Node (the main process,
// the tests, the tools), and every one of them has these with the same behaviour (WHATWG and HTML standards that Node
// implements too), so the engine may use them without depending on either the DOM's or Node's types. Only the parts
// the engine calls are declared; the projects that import the engine see their platform's full declarations.

/** Timer handles differ by platform (a number in browsers, a Timeout object in Node): the engine only passes them back. */
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare function queueMicrotask(callback: () => void): void;

interface AbortSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
}
interface AbortController {
  readonly signal: AbortSignal;
  abort(): void;
}
declare var AbortController: { prototype: AbortController; new (): AbortController };

interface MessagePort {
  onmessage: ((event: unknown) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}
interface MessageChannel {
  readonly port1: MessagePort;
  readonly port2: MessagePort;
}
declare var MessageChannel: { prototype: MessageChannel; new (): MessageChannel };

interface TextDecoder {
  decode(input?: Uint8Array): string;
}
declare var TextDecoder: {
  prototype: TextDecoder;
  new (label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean }): TextDecoder;
};
