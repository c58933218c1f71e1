// @vitest-environment jsdom
import { act, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hydrateLater } from '../../../src/ui/hydrate-later';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Footer({ text }: { text: string }) {
  return <footer>{text}</footer>;
}

/** The part as the prerender has it (its code loaded first) and as a browser page has it (nothing loaded yet). */
async function twoSides() {
  const loads: string[] = [];
  const server = hydrateLater(async () => Footer, 'never');
  await server.prepare();
  const browser = hydrateLater(async () => {
    loads.push('footer');
    return Footer;
  }, 'never');
  return { server, browser, loads };
}

function Page({ Part }: { Part: ComponentType<{ text: string }> }) {
  return (
    <main>
      <button type="button">Next</button>
      <Part text="Links and text" />
    </main>
  );
}

const hydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('a part that hydrates later', () => {
  it('is in the prerendered HTML once prepared', async () => {
    const { server } = await twoSides();
    expect(renderToString(<Page Part={server.Slot} />)).toContain('<footer>Links and text</footer>');
  });

  it('set to never, keeps its prerendered HTML while the page around it hydrates, and loads nothing', async () => {
    const { server, browser, loads } = await twoSides();
    container.innerHTML = renderToString(<Page Part={server.Slot} />);
    const footer = container.querySelector('footer');

    await act(async () => {
      root = hydrateRoot(container, <Page Part={browser.Slot} />);
    });

    expect(hydrated(container.querySelector('button'))).toBe(true);
    expect(container.querySelector('footer')).toBe(footer);
    expect(footer?.textContent).toBe('Links and text');
    expect(hydrated(footer)).toBe(false);
    expect(loads).toEqual([]);
  });

  it('rendered afresh in the browser, loads its code at once and shows', async () => {
    const { browser, loads } = await twoSides();
    await act(async () => {
      root = createRoot(container);
      root.render(<Page Part={browser.Slot} />);
    });
    expect(loads).toEqual(['footer']);
    expect(container.querySelector('footer')?.textContent).toBe('Links and text');
  });
});
