import { useState } from 'react';
import { storage } from '../../../lib/storage';

/**
 * A tool's state kept for the current module (the calculator's history): across closing and reopening
 * the tool, moving between questions and reloading the page; a new module starts empty. One key per
 * attempt, overwritten by the next module, so nothing piles up.
 */
export function useModuleMemory<T>(name: string, attemptId: number, moduleId: number, empty: T): [T, (value: T) => void] {
  const key = `testRunner.${name}.${attemptId}`;
  const read = (): T => {
    try {
      const saved = JSON.parse(storage.get(key) ?? 'null') as { moduleId: number; value: T } | null;
      return saved?.moduleId === moduleId ? saved.value : empty;
    } catch {
      return empty;
    }
  };
  const [state, setState] = useState(() => ({ moduleId, value: read() }));
  // Another module: its own memory (adjusted while rendering, React's pattern for state derived from props).
  if (state.moduleId !== moduleId) setState({ moduleId, value: read() });
  const update = (value: T) => {
    setState({ moduleId, value });
    storage.set(key, JSON.stringify({ moduleId, value }));
  };
  return [state.moduleId === moduleId ? state.value : empty, update];
}
