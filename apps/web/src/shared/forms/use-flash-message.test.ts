import { act, renderHook } from '@testing-library/react';
import { FLASH_DURATION_MS, useFlashMessage } from './use-flash-message';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows a message for 3 s (spec: settings confirmations), then clears it', () => {
  const { result } = renderHook(() => useFlashMessage());
  expect(FLASH_DURATION_MS).toBe(3000);

  act(() => result.current.flash('Profil mis à jour avec succès'));
  expect(result.current.message).toBe('Profil mis à jour avec succès');

  act(() => jest.advanceTimersByTime(2999));
  expect(result.current.message).toBe('Profil mis à jour avec succès');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.message).toBeNull();
});

it('restarts the clock for a new message, and clears on demand', () => {
  const { result } = renderHook(() => useFlashMessage(1000));
  act(() => result.current.flash('Un'));
  act(() => jest.advanceTimersByTime(800));
  act(() => result.current.flash('Deux'));
  act(() => jest.advanceTimersByTime(800));
  expect(result.current.message).toBe('Deux');
  act(() => jest.advanceTimersByTime(200));
  expect(result.current.message).toBeNull();

  act(() => result.current.flash('Trois'));
  act(() => result.current.clear());
  expect(result.current.message).toBeNull();
});
