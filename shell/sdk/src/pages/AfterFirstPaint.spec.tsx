/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { AfterFirstPaint, ScreenHeightPlaceholder } from './AfterFirstPaint';

const twoFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

describe('AfterFirstPaint', () => {
  it('shows the fallback on the first render and its children once that render has been painted', async () => {
    let fetched = 0;
    const Price = lazy(() => {
      fetched += 1;
      return Promise.resolve({ default: () => <span>₹2000</span> });
    });
    render(
      <AfterFirstPaint fallback={<span>loading</span>}>
        <Price />
      </AfterFirstPaint>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(fetched).toBe(0);
    await act(twoFrames);
    expect(await screen.findByText('₹2000')).toBeTruthy();
    expect(fetched).toBe(1);
  });
});

it('keeps a screen-high place for what comes after the first paint', () => {
  const { container } = render(<ScreenHeightPlaceholder />);
  expect((container.firstChild as HTMLElement).style.minHeight).toBe('100vh');
});
