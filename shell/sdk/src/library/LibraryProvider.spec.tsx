/** @jest-environment jsdom */
import { useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LibraryLayout, LibraryProvider } from './LibraryProvider';

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

  it('LibraryLayout gives the routes below it the library', async () => {
    render(
      <MemoryRouter initialEntries={['/booking']}>
        <Routes>
          <Route element={<LibraryLayout />}>
            <Route path="/booking" element={<ThemeName />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('primary teal')).toBeTruthy();
  });
});
