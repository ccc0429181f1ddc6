/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { loadOnce } from './loadOnce';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
afterAll(() => consoleError.mockRestore());

describe('loadOnce', () => {
  it('loads on the first render, once, and renders at once afterwards', async () => {
    const load = jest.fn(() => Promise.resolve('the module'));
    const module = loadOnce(load);
    function Show() {
      return <p>{module.useLoaded() ?? 'loading'}</p>;
    }
    render(<Show />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the module')).toBeTruthy();

    const later = render(<Show />);
    expect(later.container.textContent).toBe('the module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and the next mount tries again', async () => {
    const load = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('back');
    const module = loadOnce(load);
    function Show() {
      return <p>{module.useLoaded() ?? 'loading'}</p>;
    }
    const first = render(
      <Boundary>
        <Show />
      </Boundary>,
    );
    expect(await screen.findByText('failed: offline')).toBeTruthy();
    first.unmount();

    render(<Show />);
    expect(await screen.findByText('back')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('load() fetches once, hands out the module, and fetches again after a failure', async () => {
    const load = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('back');
    const module = loadOnce(load);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.loaded()).toBeUndefined();
    const again = module.load();
    expect(module.load()).toBe(again);
    await expect(again).resolves.toBe('back');
    expect(module.loaded()).toBe('back');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
