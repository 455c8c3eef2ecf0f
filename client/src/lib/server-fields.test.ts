import { afterEach, describe, expect, it } from 'vitest';
import { keepServerFields, takeServerFields } from './server-fields';

function serverRenderedForm(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<div data-ssr><form><input name="identifier"><input name="password" type="password"></form></div>';
  document.body.appendChild(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server-rendered fields carried over to the app', () => {
  it('answers what was typed and the field in use, even after the app removed the markup, and only once', () => {
    const root = serverRenderedForm();
    const [identifier, password] = root.querySelectorAll('input');
    identifier.value = 'alice';
    identifier.focus();
    keepServerFields(root);
    password.focus();
    password.value = 'secr';
    root.replaceChildren(); // the app's first render
    expect(takeServerFields()).toEqual({ values: { identifier: 'alice', password: 'secr' }, focused: 'password' });
    expect(takeServerFields()).toBeNull();
  });

  it('forgets the focus when the visitor left the field', async () => {
    const root = serverRenderedForm();
    keepServerFields(root);
    root.querySelector('input')!.focus();
    root.querySelector('input')!.blur();
    await Promise.resolve();
    expect(takeServerFields()?.focused).toBeNull();
  });

  it('has nothing without a server-rendered form', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>page</p>';
    keepServerFields(root);
    expect(takeServerFields()).toBeNull();
  });
});
