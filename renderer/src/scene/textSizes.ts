import { Text, type Container } from 'pixi.js';

/**
 * The sizes, in table pixels, at which the labels under `root` are drawn: each Text's font size times the scale of
 * everything it is drawn inside (a tile in a building stack is drawn scaled down, and so are its labels). At the
 * 1280×720 table a table pixel is a CSS pixel, so this is what "no text under 11 px" is checked against.
 */
export function renderedTextSizes(root: Container): number[] {
  const sizes: number[] = [];
  const walk = (node: Container, scale: number): void => {
    const own = scale * Math.abs(node.scale.y);
    if (node instanceof Text && node.text.trim() !== '') sizes.push(Number(node.style.fontSize) * own);
    for (const child of node.children) walk(child, own);
  };
  walk(root, 1);
  return sizes;
}
