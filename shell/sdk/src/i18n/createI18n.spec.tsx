/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { createI18n } from './createI18n';
import { LOCALE_STORAGE_KEY, useLocale } from './localeStore';

// Compiled catalogues have the shape `lingui compile` writes: message id -> tokens. The English one as hp-i18n-compile
// leaves it: only what is more than its id.
const { I18nArea } = createI18n({
  en: { 'Hello {name}': ['Hello ', ['name']] },
  load: {
    hi: () =>
      Promise.resolve({
        messages: { 'Book Your Visit': ['अपनी विज़िट बुक करें'], 'Hello {name}': ['नमस्ते ', ['name']] },
      }),
  },
});

function Texts() {
  const { i18n } = useLingui();
  return (
    <>
      <h1>{i18n._('Book Your Visit')}</h1>
      <p>{i18n._('Hello {name}', { name: 'Asha' })}</p>
    </>
  );
}

afterEach(() => {
  cleanup();
  act(() => useLocale.getState().setLocale('en'));
});

describe('createI18n', () => {
  it('renders an English message missing from the catalogue as its id, as built for production', () => {
    // Production builds of lingui compile no message at run time (outside production they would, hiding a gap).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const production = createI18n({
      en: { 'Hello {name}': ['Hello ', ['name']] },
      load: { hi: () => Promise.reject(new Error('not used')) },
    });
    process.env.NODE_ENV = nodeEnv;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <production.I18nArea>
        <Texts />
      </production.I18nArea>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Book Your Visit');
    expect(screen.getByText('Hello Asha')).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('renders English, then the chosen language once its catalogue has loaded, and remembers the choice', async () => {
    render(
      <I18nArea>
        <Texts />
      </I18nArea>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Book Your Visit');
    expect(screen.getByText('Hello Asha')).toBeTruthy();

    act(() => useLocale.getState().setLocale('hi'));

    expect((await screen.findByRole('heading', { name: 'अपनी विज़िट बुक करें' })).textContent).toBeTruthy();
    expect(screen.getByText('नमस्ते Asha')).toBeTruthy();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('switches back to English without reloading anything', async () => {
    act(() => useLocale.getState().setLocale('hi'));
    render(
      <I18nArea>
        <Texts />
      </I18nArea>,
    );
    await screen.findByRole('heading', { name: 'अपनी विज़िट बुक करें' });
    act(() => useLocale.getState().setLocale('en'));
    expect(await screen.findByRole('heading', { name: 'Book Your Visit' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('stays in English when the visitor switches back before the Hindi catalogue has arrived', async () => {
    let deliver: (catalogue: { messages: Record<string, string[]> }) => void = () => undefined;
    const slow = createI18n({
      en: { 'Book Your Visit': ['Book Your Visit'] },
      load: { hi: () => new Promise((resolve) => (deliver = resolve)) },
    });
    render(
      <slow.I18nArea>
        <Texts />
      </slow.I18nArea>,
    );
    act(() => useLocale.getState().setLocale('hi'));
    act(() => useLocale.getState().setLocale('en'));
    await act(() => {
      deliver({ messages: { 'Book Your Visit': ['अपनी विज़िट बुक करें'] } });
      return Promise.resolve();
    });

    expect(slow.i18n.locale).toBe('en');
    expect(screen.getByRole('heading').textContent).toBe('Book Your Visit');
  });

  it('starts an area in the remembered language: nothing until its catalogue is there, never English first', async () => {
    act(() => useLocale.getState().setLocale('hi'));
    let deliver: (catalogue: { messages: Messages }) => void = () => undefined;
    const load = jest.fn(() => new Promise<{ messages: Messages }>((resolve) => (deliver = resolve)));
    const hindiFirst = createI18n({ en: {}, load: { hi: load } });
    expect(load).toHaveBeenCalledTimes(1); // asked for with the area's code, before anything renders

    render(
      <hindiFirst.I18nArea>
        <Texts />
      </hindiFirst.I18nArea>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    act(() =>
      deliver({ messages: { 'Book Your Visit': ['अपनी विज़िट बुक करें'], 'Hello {name}': ['नमस्ते ', ['name']] } }),
    );
    expect((await screen.findByRole('heading')).textContent).toBe('अपनी विज़िट बुक करें');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
