/** @jest-environment jsdom */
import { useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { componentLibrary, LibraryProvider } from './LibraryProvider';

function ThemeName() {
  return <p>primary {useMantineTheme().primaryColor}</p>;
}

describe('LibraryProvider', () => {
  it("loads Mantine and renders its children under the product's theme", async () => {
    render(
      <LibraryProvider fallback={<p>loading the library</p>}>
        <ThemeName />
      </LibraryProvider>,
    );
    expect(screen.getByText('loading the library')).toBeTruthy();
    expect(await screen.findByText('primary teal')).toBeTruthy();
  });

  it('adds nothing inside another one', async () => {
    render(
      <LibraryProvider>
        <LibraryProvider fallback={<p>loading again</p>}>
          <ThemeName />
        </LibraryProvider>
      </LibraryProvider>,
    );
    expect(await screen.findByText('primary teal')).toBeTruthy();
    expect(screen.queryByText('loading again')).toBeNull();
    expect(document.querySelectorAll('style[data-mantine-styles="true"]')).toHaveLength(1);
  });
});

describe('componentLibrary', () => {
  it('loads once and then hands RemoteRoutes the same provider at once', async () => {
    const first = componentLibrary.load();
    expect(componentLibrary.load()).toBe(first);
    await first;
    const Library = componentLibrary.loaded();
    if (!Library) throw new Error('the library did not load');
    render(
      <Library>
        <ThemeName />
      </Library>,
    );
    expect(screen.getByText('primary teal')).toBeTruthy();
  });
});
