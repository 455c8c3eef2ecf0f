import { useEffect, useState } from 'react';
import { SearchInput } from './search-input';

/**
 * A search box whose text becomes a filter after a pause in typing, and follows the filter when it
 * changes elsewhere (back button, "clear filters").
 */
export function DebouncedSearch({
  value,
  onCommit,
  label,
  placeholder,
  testId,
}: {
  value: string;
  onCommit: (q: string) => void;
  label: string;
  placeholder?: string;
  testId?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onCommit(text.trim()), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing starts a search
  }, [text]);
  return <SearchInput value={text} onChange={setText} label={label} placeholder={placeholder} testId={testId} />;
}
