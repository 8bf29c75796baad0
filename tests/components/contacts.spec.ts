import { expect, test } from '../support/fixtures';

test('contacts01: each contact is a working link of its kind', async ({ mount }) => {
  const component = await mount('elements/Contacts01/Column', { mode: 'run' });
  // Without a label of the owner's (this one only repeats the value), a contact says its kind, as its icon does, to screen readers alone.
  await expect(component.getByRole('link', { name: 'Phone: +1 555 0142', exact: true })).toHaveAttribute('href', 'tel:+15550142');
  // A label is a caption before the value, never instead of it (issue 19.5).
  await expect(component.getByRole('link', { name: /WhatsApp/ })).toContainText('+1 555 0142');
  await expect(component.getByRole('link', { name: /Telegram/ })).toContainText('@harbor_coffee');
  await expect(component.getByRole('link', { name: 'Email: hello@harborcoffee.example', exact: true })).toHaveAttribute('href', 'mailto:hello@harborcoffee.example');
  await expect(component.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/15550142');
  await expect(component.getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
  await expect(component.getByText('Pier 4, Old Harbour, Portside')).toBeVisible();
  await expect(component.getByRole('link', { name: /Pier 4/ })).toHaveCount(0);
});

test('contacts01: bad values stay text, a script link is dropped, an empty list is an admin error', async ({ mount }) => {
  const visitor = await mount('elements/Contacts01/BadValues', { mode: 'run' });
  await expect(visitor.getByText('ask at the bar')).toBeVisible();
  await expect(visitor.getByRole('link')).toHaveCount(0);
  await expect(visitor.getByText('Sneaky link')).toBeVisible();
  const admin = await mount('elements/Contacts01/BadValues', { mode: 'admin' });
  await expect(admin.locator('[data-part-error]')).toContainText('data.items');
});
