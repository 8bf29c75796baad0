import { describe, expect, it } from 'vitest';
import { applyFaultRules, describeFault, faultRule, parseFaults, serializeFaults, usedUpFaults } from './fault-rules';
import { createFaults } from '../sandbox/faults';

describe('faults in the shell’s address', () => {
  it('reads each kind, with its number and once', () => {
    expect(parseFaults('products.status.500.once,leads.timeout,images.delay.3000,pay.offline,uploads.malformed').faults).toEqual([
      { endpoint: 'products', kind: 'status', value: 500, once: true },
      { endpoint: 'leads', kind: 'timeout', once: false },
      { endpoint: 'images', kind: 'delay', value: 3000, once: false },
      { endpoint: 'pay', kind: 'offline', once: false },
      { endpoint: 'uploads', kind: 'malformed', once: false },
    ]);
  });

  it('writes back what it read', () => {
    const text = 'products.status.500.once,leads.timeout,images.delay.3000';
    expect(serializeFaults(parseFaults(text).faults)).toBe(text);
    expect(serializeFaults([])).toBe('');
  });

  it('leaves out and names what it does not understand; the last fault of an endpoint wins', () => {
    const { faults, ignored } = parseFaults('nowhere.timeout,products.status.200,products.delay.0,products.delay,products.timeout.5,leads.explode,products.delay.x,pay.delay.99999999,products.status.404');
    expect(ignored).toEqual(['nowhere.timeout', 'products.status.200', 'products.delay.0', 'products.delay', 'products.timeout.5', 'leads.explode', 'products.delay.x', 'pay.delay.99999999']);
    expect(faults).toEqual([{ endpoint: 'products', kind: 'status', value: 404, once: false }]);
    expect(parseFaults(null)).toEqual({ faults: [], ignored: [] });
  });

  it('becomes the sandbox’s rule for the endpoint’s path, once as times 1', () => {
    expect(faultRule({ endpoint: 'products', kind: 'status', value: 500, once: true })).toEqual({ match: '/api/ecommerce/products/', status: 500, times: 1 });
    expect(faultRule({ endpoint: 'leads', kind: 'timeout', once: false })).toEqual({ match: '/api/projects/', timeout: true });
    expect(faultRule({ endpoint: 'images', kind: 'delay', value: 3000, once: false })).toEqual({ match: '/img/', delayMs: 3000 });
    expect(faultRule({ endpoint: 'pay', kind: 'offline', once: false })).toEqual({ match: '/mod/pay/ajax/', offline: true });
    expect(faultRule({ endpoint: 'uploads', kind: 'malformed', once: false })).toMatchObject({ malformed: true });
  });

  it('names a fault for the panel', () => {
    expect(describeFault({ endpoint: 'products', kind: 'status', value: 500, once: true })).toBe('Products: error status 500, once');
    expect(describeFault({ endpoint: 'images', kind: 'delay', value: 300, once: false })).toBe('Images: latency 300 ms');
    expect(describeFault({ endpoint: 'leads', kind: 'offline', once: false })).toBe('Leads (forms): offline (network error)');
  });
});

describe('applyFaultRules: the shell’s list put in the sandbox', () => {
  const products = { match: '/api/ecommerce/products/', status: 500, times: 1 };
  const images = { match: '/img/', delayMs: 1 };

  it('a "once" fault used up stays used up when another fault is set; a fault sent anew is armed', () => {
    const control = createFaults();
    applyFaultRules(control, [], [products]);
    expect(control.take('/api/ecommerce/products/')?.status).toBe(500);
    expect(control.list()).toEqual([]);
    applyFaultRules(control, [products], [products, images]);
    expect(control.list()).toEqual([images]);
    expect(control.take('/api/ecommerce/products/')).toBeUndefined();
    // Changed (now always): armed again. Dropped: gone.
    const always = { match: products.match, status: 500 };
    applyFaultRules(control, [products, images], [always]);
    expect(control.list()).toEqual([always]);
  });

  it('names the "once" faults the sandbox has used up, and arms one again on request, unchanged', () => {
    const control = createFaults();
    applyFaultRules(control, [], [products, images]);
    expect(usedUpFaults(control.list(), [products, images])).toEqual([]);
    control.take('/api/ecommerce/products/');
    control.take('/img/');
    expect(usedUpFaults(control.list(), [products, images])).toEqual([products.match]);
    applyFaultRules(control, [products, images], [products, images]);
    expect(control.list()).toEqual([images]);
    applyFaultRules(control, [products, images], [products, images], [products.match]);
    expect(control.list()).toEqual([images, products]);
    expect(usedUpFaults(control.list(), [products, images])).toEqual([]);
    expect(control.take('/api/ecommerce/products/')?.status).toBe(500);
  });

  it('a rule still armed keeps what is left of it', () => {
    const control = createFaults();
    const twice = { match: '/api/projects/', timeout: true, times: 2 };
    applyFaultRules(control, [], [twice]);
    control.take('/api/projects/1/forms/2');
    applyFaultRules(control, [twice], [twice, images]);
    expect(control.list()).toEqual([{ ...twice, times: 1 }, images]);
  });
});
