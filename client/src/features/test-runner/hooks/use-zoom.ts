import { useCallback, useState } from 'react';
import { storage } from '../../../lib/storage';
import { ZOOM_LEVELS } from '../tools/zoom-control';

const ZOOM_KEY = 'testRunner.zoom';

const stored = (): number => {
  const saved = Number(storage.get(ZOOM_KEY));
  return (ZOOM_LEVELS as readonly number[]).includes(saved) ? saved : 1;
};

/** The question area's zoom factor, remembered for every test on this device. */
export function useZoom(): [number, (value: number) => void] {
  const [scale, setScale] = useState(stored);
  const change = useCallback((value: number) => {
    storage.set(ZOOM_KEY, String(value));
    setScale(value);
  }, []);
  return [scale, change];
}
