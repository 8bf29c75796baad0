/**
 * The product schema of the published page schema (issue 19) against the reader: every product the
 * sandbox serves (the 1,039-product shop and the small test shop) passes the schema, and the reader
 * reads each of them without a problem; a product the schema refuses is one the reader repairs or
 * reports.
 */
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { productAnswer } from '../../sandbox/sandbox';
import { shopSeed } from '../../scenarios/shop/seed';
import { TEST_SEED } from '../../scenarios/test-seed';
import { pageJsonSchemaText } from '../page/page-json-schema';
import { ProductAnswerSchema } from '../page/page-schema';
import { normaliseProduct } from './product';

const answers = [...shopSeed.products, ...TEST_SEED.products].map((product) => productAnswer(product));

describe('the published product schema and the product reader', () => {
  it(`every product the sandbox serves (${answers.length}) passes the schema, and the reader finds no problem in it`, () => {
    for (const answer of answers) {
      const checked = ProductAnswerSchema.safeParse(answer);
      expect(checked.success ? [] : checked.error.issues, JSON.stringify(answer).slice(0, 120)).toEqual([]);
      const read = normaliseProduct(answer);
      expect(read.ok && read.problems).toEqual([]);
    }
  });

  it('the page JSON Schema gives embedded products that schema (ajv)', () => {
    const schema = JSON.parse(pageJsonSchemaText()) as object;
    const validate = new Ajv2020({ strict: false }).compile(schema);
    const page = (products: unknown[]) => ({ sections: [{ id: 'shop', type: 'PRODUCTS', categories: [{ id: 'beans', products }] }] });
    expect(validate(page(answers.slice(0, 20)))).toBe(true);
    expect(validate(page([{ id: 'p1', variants: [{ id: 'v1', quantity: 'lots' }] }]))).toBe(false);
    expect(validate.errors?.some((error) => error.instancePath === '/sections/0/categories/0/products/0/variants/0/quantity')).toBe(true);
  });

  it('what the schema refuses the reader repairs and reports, never throws', () => {
    for (const broken of [{ id: 'p1', variants: [] }, { id: 'p2', variants: [{ id: 'v1', price: 'free' }] }, { id: 'p3', variants: [{ id: 'v1', quantity: 'lots' }] }]) {
      expect(ProductAnswerSchema.safeParse(broken).success).toBe(false);
      const read = normaliseProduct(broken);
      expect(read.ok && read.problems.length).toBeGreaterThan(0);
    }
  });
});
