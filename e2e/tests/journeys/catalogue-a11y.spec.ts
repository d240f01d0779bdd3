import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../fixtures';

/** Every catalogue route of issue 10 passes axe with no violation, in both languages. */
const routes = [
  '/',
  '/products',
  '/products?sort=price-asc&page=2',
  '/products/c/living-room',
  '/products/c/living-room/sofas',
  '/collection/new-season',
];

for (const route of routes) {
  test(`axe finds no violation on ${route}`, async ({ page, path }) => {
    const response = await page.goto(path(route));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target)}`)).toEqual(
      [],
    );
  });
}

test('axe finds no violation on a product page', async ({ page, path }) => {
  await page.goto(path('/products/c/living-room/sofas'));
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target)}`)).toEqual(
    [],
  );
});
