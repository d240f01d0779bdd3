import { TransactionalConnection } from '@vendure/core';
import { OrderHistoryEntry } from '@vendure/core/dist/entity/history-entry/order-history-entry.entity';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testAuthorizingPaymentHandler,
  testPaymentHandler,
} from '../../../e2e/test-payment-method';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import {
  CREATE_PAYMENT_METHOD,
  inStockVariants,
  placeOrder,
  setStock,
  shipOrder,
  stockOf,
  transition,
} from './checkout';

let env: DarTestEnvironment;
// Each test places orders and moves them through several states: slower than one request.
const SLOW = 90_000;
let variantId = '';

const SHOPPERS = {
  mona: { emailAddress: 'mona.lifecycle@example.com', password: 'Mona-lifecycle-1' },
  karim: { emailAddress: 'karim.lifecycle@example.com', password: 'Karim-lifecycle-1' },
};

const MY_ORDER = gql`
  query MyOrder($code: String!) {
    orderByCode(code: $code) {
      id
      code
      state
      shopperState {
        code
        label
      }
      timeline {
        state
        label
        at
      }
      total
      totalWithTax
      subTotal
      subTotalWithTax
      shipping
      shippingWithTax
      taxSummary {
        description
        label
        name
        taxRate
        taxBase
        taxTotal
      }
    }
  }
`;

interface MyOrder {
  id: string;
  code: string;
  state: string;
  shopperState: { code: string; label: string } | null;
  timeline: Array<{ state: string; label: string; at: string }>;
  total: number;
  totalWithTax: number;
  subTotal: number;
  subTotalWithTax: number;
  shipping: number;
  shippingWithTax: number;
  taxSummary: Array<{
    description: string;
    label: string;
    name: string;
    taxRate: number;
    taxBase: number;
    taxTotal: number;
  }>;
}

async function myOrder(code: string, languageCode: 'ar' | 'en' = 'ar'): Promise<MyOrder> {
  const { orderByCode } = await env.shopClient.query<{ orderByCode: MyOrder }>(
    MY_ORDER,
    { code },
    { languageCode },
  );
  return orderByCode;
}

const REQUEST_RETURN = gql`
  mutation RequestReturn($orderId: ID!, $reason: String!) {
    requestReturn(orderId: $orderId, reason: $reason) {
      __typename
      ... on Order {
        state
        shopperState {
          code
          label
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on ReturnWindowClosedError {
        deliveredAt
        returnableUntil
      }
      ... on OrderNotReturnableError {
        orderState
      }
    }
  }
`;

interface RequestReturnResult {
  requestReturn: {
    __typename: string;
    state?: string;
    shopperState?: { code: string; label: string };
    errorCode?: string;
    message?: string;
    deliveredAt?: string;
    returnableUntil?: string;
    orderState?: string;
  };
}

async function requestReturn(orderId: string, languageCode: 'ar' | 'en' = 'ar') {
  const { requestReturn: result } = await env.shopClient.query<RequestReturnResult>(
    REQUEST_RETURN,
    { orderId, reason: 'المقاس لا يناسب الغرفة' },
    { languageCode },
  );
  return result;
}

async function signIn(shopper: { emailAddress: string; password: string }) {
  await env.shopClient.asUserWithCredentials(shopper.emailAddress, shopper.password);
}

async function paymentsOf(orderId: string) {
  const { order } = await env.adminClient.query<{
    order: {
      payments: Array<{ state: string; amount: number; refunds: Array<{ total: number }> }>;
    };
  }>(
    gql`
      query Payments($id: ID!) {
        order(id: $id) {
          payments {
            state
            amount
            refunds {
              total
            }
          }
        }
      }
    `,
    { id: orderId },
  );
  return order.payments;
}

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename, {
    paymentMethodHandlers: [testPaymentHandler, testAuthorizingPaymentHandler],
  });
  await env.adminClient.asSuperAdmin();
  for (const code of ['dar-test-payment', 'dar-test-authorize']) {
    await env.adminClient.query(CREATE_PAYMENT_METHOD, {
      input: {
        code,
        enabled: true,
        handler: { code, arguments: [] },
        translations: [{ languageCode: 'en', name: code }],
      },
    });
  }
  for (const shopper of Object.values(SHOPPERS)) {
    await env.adminClient.query(
      gql`
        mutation Create($input: CreateCustomerInput!, $password: String) {
          createCustomer(input: $input, password: $password) {
            ... on Customer {
              id
            }
          }
        }
      `,
      {
        input: { emailAddress: shopper.emailAddress, firstName: 'منى', lastName: 'حسن' },
        password: shopper.password,
      },
    );
  }
  variantId = (await inStockVariants(env.shopClient))[0]!;
  await setStock(env.adminClient, variantId, 100);
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

describe('the order lifecycle staff drive', () => {
  it(
    'goes from ordered to delivered, shown to the shopper in their language with a dated timeline',
    async () => {
      await signIn(SHOPPERS.mona);
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
      expect((await myOrder(placed.code)).shopperState).toEqual({
        code: 'ORDERED',
        label: 'تم الطلب',
      });

      for (const state of ['Confirmed', 'InProgress', 'ReadyToShip']) {
        expect(await transition(env.adminClient, placed.id, state)).toEqual({ state });
      }
      expect((await myOrder(placed.code, 'en')).shopperState).toEqual({
        code: 'READY_TO_SHIP',
        label: 'Ready to be shipped',
      });
      await shipOrder(env.adminClient, placed.id, true);

      const arabic = await myOrder(placed.code, 'ar');
      expect(arabic.state).toBe('Delivered');
      expect(arabic.shopperState).toEqual({ code: 'DELIVERED', label: 'تم التوصيل' });
      expect(arabic.timeline.map((entry) => [entry.state, entry.label])).toEqual([
        ['ORDERED', 'تم الطلب'],
        ['CONFIRMED', 'تم التأكيد'],
        ['IN_PROGRESS', 'قيد التجهيز'],
        ['READY_TO_SHIP', 'جاهز للشحن'],
        ['SHIPPED', 'تم الشحن'],
        ['DELIVERED', 'تم التوصيل'],
      ]);
      const times = arabic.timeline.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Date.now() - times[0]!).toBeLessThan(5 * 60_000);
      const english = await myOrder(placed.code, 'en');
      expect(english.timeline.map((entry) => entry.label)).toEqual([
        'Ordered',
        'Confirmed',
        'In progress',
        'Ready to be shipped',
        'Shipped',
        'Delivered',
      ]);

      // Emailed where a shopper expects it: confirmed, shipped, delivered — not every step.
      const emails = async () =>
        (await env.mailbox.to(SHOPPERS.mona.emailAddress))
          .map((email) => email.subject)
          .filter((subject) => subject.includes(placed.code));
      await env.mailbox.waitFor(SHOPPERS.mona.emailAddress, (email) =>
        email.subject.includes(`تم توصيل طلبك رقم ${placed.code}`),
      );
      expect((await emails()).sort()).toEqual(
        [
          `استلمنا طلبك رقم ${placed.code}`,
          `تم تأكيد طلبك رقم ${placed.code}`,
          `طلبك رقم ${placed.code} في الطريق إليك`,
          `تم توصيل طلبك رقم ${placed.code}`,
        ].sort(),
      );
    },
    SLOW,
  );

  it(
    'refuses transitions the lifecycle does not allow, saying why',
    async () => {
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
      expect(await transition(env.adminClient, placed.id, 'BeingReturned')).toMatchObject({
        errorCode: 'ORDER_STATE_TRANSITION_ERROR',
      });
      expect(await transition(env.adminClient, placed.id, 'Confirmed')).toEqual({
        state: 'Confirmed',
      });
      // Back to an earlier step, or delivered without a fulfilment: no.
      expect(await transition(env.adminClient, placed.id, 'PaymentSettled')).toMatchObject({
        errorCode: 'ORDER_STATE_TRANSITION_ERROR',
      });
      expect(await transition(env.adminClient, placed.id, 'Delivered')).toMatchObject({
        errorCode: 'ORDER_STATE_TRANSITION_ERROR',
      });
      expect((await myOrder(placed.code)).state).toBe('Confirmed');
    },
    SLOW,
  );

  it(
    'rejecting before shipping restocks, refunds or voids, and tells the shopper',
    async () => {
      const before = await stockOf(env.adminClient, variantId);
      const paid = await placeOrder(env.shopClient, variantId, 'dar-test-payment', 2);
      await transition(env.adminClient, paid.id, 'Confirmed');
      const authorised = await placeOrder(env.shopClient, variantId, 'dar-test-authorize', 1);
      expect((await stockOf(env.adminClient, variantId)).stockAllocated).toBe(
        before.stockAllocated + 3,
      );

      expect(await transition(env.adminClient, paid.id, 'Rejected')).toEqual({ state: 'Rejected' });
      expect(await transition(env.adminClient, authorised.id, 'Rejected')).toEqual({
        state: 'Rejected',
      });
      expect(await stockOf(env.adminClient, variantId)).toEqual(before);
      const [settled] = await paymentsOf(paid.id);
      expect(settled?.refunds.map((refund) => refund.total)).toEqual([settled?.amount]);
      expect((await paymentsOf(authorised.id)).map((payment) => payment.state)).toEqual([
        'Cancelled',
      ]);
      expect((await myOrder(paid.code, 'en')).shopperState).toEqual({
        code: 'REJECTED',
        label: 'Rejected',
      });
      await env.mailbox.waitFor(SHOPPERS.mona.emailAddress, (email) =>
        email.subject.includes(`لم نتمكن من تنفيذ طلبك رقم ${paid.code}`),
      );
    },
    SLOW,
  );

  it(
    'cannot reject a shipped order',
    async () => {
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
      await shipOrder(env.adminClient, placed.id, false);
      expect(await transition(env.adminClient, placed.id, 'Rejected')).toMatchObject({
        errorCode: 'ORDER_STATE_TRANSITION_ERROR',
      });
    },
    SLOW,
  );
});

describe('cancelMyOrder in the new states', () => {
  it(
    'cancels a confirmed, in-progress or packed order and restocks it; refuses once shipped',
    async () => {
      for (const states of [['Confirmed'], ['Confirmed', 'InProgress'], ['ReadyToShip']]) {
        const before = await stockOf(env.adminClient, variantId);
        const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment', 2);
        for (const state of states) await transition(env.adminClient, placed.id, state);
        const { cancelMyOrder } = await env.shopClient.query(
          gql`
            mutation Cancel($id: ID!) {
              cancelMyOrder(orderId: $id, reason: CHANGED_MIND) {
                __typename
                ... on Order {
                  state
                  shopperState {
                    code
                  }
                }
              }
            }
          `,
          { id: placed.id },
        );
        expect(cancelMyOrder, states.join('→')).toEqual({
          __typename: 'Order',
          state: 'Cancelled',
          shopperState: { code: 'CANCELLED' },
        });
        expect(await stockOf(env.adminClient, variantId)).toEqual(before);
      }
    },
    SLOW,
  );
});

describe('returns, repairs and exchanges after delivery', () => {
  it(
    'lets the owner request a return within 30 days; staff receive it',
    async () => {
      await signIn(SHOPPERS.mona);
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
      expect(await requestReturn(placed.id)).toMatchObject({
        __typename: 'OrderNotReturnableError',
        errorCode: 'ORDER_NOT_RETURNABLE_ERROR',
        orderState: 'PaymentSettled',
        message: 'يمكن طلب الإرجاع للطلبات التي تم توصيلها فقط.',
      });
      await shipOrder(env.adminClient, placed.id, true);

      expect(await requestReturn(placed.id, 'en')).toEqual({
        __typename: 'Order',
        state: 'BeingReturned',
        shopperState: { code: 'BEING_RETURNED', label: 'Being returned' },
      });
      await env.mailbox.waitFor(SHOPPERS.mona.emailAddress, (email) =>
        email.subject.includes(`We received the return request for order ${placed.code}`),
      );
      expect(await transition(env.adminClient, placed.id, 'Returned')).toEqual({
        state: 'Returned',
      });
      const order = await myOrder(placed.code);
      expect(order.timeline.slice(-3).map((entry) => entry.state)).toEqual([
        'DELIVERED',
        'BEING_RETURNED',
        'RETURNED',
      ]);
      expect(order.shopperState).toEqual({ code: 'RETURNED', label: 'تم الإرجاع' });
      expect(await requestReturn(placed.id)).toMatchObject({
        errorCode: 'ORDER_NOT_RETURNABLE_ERROR',
        orderState: 'Returned',
      });
      // The shopper's reason is kept for staff.
      const { order: adminOrder } = await env.adminClient.query(
        gql`
          query Notes($id: ID!) {
            order(id: $id) {
              history(options: { take: 100 }) {
                items {
                  type
                  data
                }
              }
            }
          }
        `,
        { id: placed.id },
      );
      expect(
        adminOrder.history.items.some(
          (entry: { type: string; data: { note?: string } }) =>
            entry.type === 'ORDER_NOTE' && entry.data.note?.includes('المقاس لا يناسب الغرفة'),
        ),
      ).toBe(true);
    },
    SLOW,
  );

  it(
    'refuses a return more than 30 days after delivery, in the request language',
    async () => {
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
      await shipOrder(env.adminClient, placed.id, true);
      // Thirty-one days pass: the delivery is moved back in the order's history.
      const deliveredAt = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
      const connection = env.server.app.get(TransactionalConnection);
      const history = connection.rawConnection.getRepository(OrderHistoryEntry);
      // The test server's API ids are `T_<id>`.
      const orderId = Number(placed.id.replace(/^T_/, ''));
      const entries = await history.find({ where: { order: { id: orderId } } });
      const delivered = entries.filter(
        (entry) => String(entry.type) === 'ORDER_STATE_TRANSITION' && entry.data.to === 'Delivered',
      );
      expect(delivered).toHaveLength(1);
      await history.update(delivered[0]!.id, { createdAt: deliveredAt });

      const arabic = await requestReturn(placed.id, 'ar');
      expect(arabic).toMatchObject({
        __typename: 'ReturnWindowClosedError',
        errorCode: 'RETURN_WINDOW_CLOSED_ERROR',
        message:
          'يمكن إرجاع الطلب خلال ٣٠ يومًا من التوصيل. يُرجى التواصل مع خدمة العملاء على ١٦٣٥٨.',
      });
      expect(Math.abs(Date.parse(arabic.deliveredAt!) - deliveredAt.getTime())).toBeLessThan(1000);
      expect(Date.parse(arabic.returnableUntil!) - Date.parse(arabic.deliveredAt!)).toBe(
        30 * 24 * 60 * 60 * 1000,
      );
      expect((await requestReturn(placed.id, 'en')).message).toBe(
        'Returns are accepted within 30 days of delivery. Please contact customer care on 16358.',
      );
      expect((await myOrder(placed.code)).state).toBe('Delivered');
    },
    SLOW,
  );

  it(
    'never returns someone else’s order, and hides that it exists',
    async () => {
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
      await shipOrder(env.adminClient, placed.id, true);
      await signIn(SHOPPERS.karim);
      expect(await requestReturn(placed.id)).toMatchObject({
        __typename: 'OrderNotFoundError',
        errorCode: 'ORDER_NOT_FOUND_ERROR',
      });
      await env.shopClient.asAnonymousUser();
      expect((await requestReturn(placed.id)).errorCode).toBe('ORDER_NOT_FOUND_ERROR');
      await signIn(SHOPPERS.mona);
      expect((await myOrder(placed.code)).state).toBe('Delivered');
    },
    SLOW,
  );

  it(
    'records repairs and exchanges staff make, and emails each step',
    async () => {
      await signIn(SHOPPERS.mona);
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
      await shipOrder(env.adminClient, placed.id, true);
      for (const state of ['BeingFixed', 'Fixed', 'BeingExchanged', 'Exchanged']) {
        expect(await transition(env.adminClient, placed.id, state)).toEqual({ state });
      }
      const order = await myOrder(placed.code, 'en');
      expect(order.timeline.slice(-5).map((entry) => entry.label)).toEqual([
        'Delivered',
        'Being fixed',
        'Fixed',
        'Being exchanged',
        'Exchanged',
      ]);
      expect(await transition(env.adminClient, placed.id, 'Fixed')).toMatchObject({
        errorCode: 'ORDER_STATE_TRANSITION_ERROR',
      });
      for (const subject of [
        `جارٍ إصلاح طلبك رقم ${placed.code}`,
        `تم إصلاح طلبك رقم ${placed.code}`,
        `جارٍ استبدال طلبك رقم ${placed.code}`,
        `تم استبدال طلبك رقم ${placed.code}`,
      ]) {
        await env.mailbox.waitFor(SHOPPERS.mona.emailAddress, (email) => email.subject === subject);
      }
      // An exchanged piece may still go back within the window.
      expect((await requestReturn(placed.id)).state).toBe('BeingReturned');
    },
    SLOW,
  );
});

const STAFF_RESULT = `
  __typename
  ... on Order {
    state
  }
  ... on ErrorResult {
    errorCode
    message
  }
  ... on OrderNotReturnableError {
    orderState
  }
`;
// Only the start actions can find the window closed.
const WINDOW_CLOSED = `
  ... on ReturnWindowClosedError {
    deliveredAt
    returnableUntil
  }
`;

interface StaffResult {
  __typename: string;
  state?: string;
  errorCode?: string;
  message?: string;
  orderState?: string;
  deliveredAt?: string;
}

async function staffAction(
  mutation: 'startOrderReturn' | 'startOrderExchange' | 'completeOrderReturn',
  orderId: string,
  languageCode: 'ar' | 'en' = 'en',
): Promise<StaffResult> {
  const complete = mutation === 'completeOrderReturn';
  const document = gql(`
    mutation Staff($orderId: ID!, ${complete ? '$refund: Boolean!' : '$note: String!'}) {
      ${mutation}(orderId: $orderId, ${complete ? 'refund: $refund' : 'note: $note'}) { ${STAFF_RESULT} ${complete ? '' : WINDOW_CLOSED} }
    }
  `);
  const result = await env.adminClient.query<Record<string, StaffResult>>(
    document,
    complete
      ? { orderId, refund: true }
      : { orderId, note: 'اتصلت العميلة: الكنبة أكبر من المساحة' },
    { languageCode },
  );
  return result[mutation]!;
}

/** Moves the order's delivery `days` days back in its history. */
async function deliveredDaysAgo(orderId: string, days: number): Promise<void> {
  const connection = env.server.app.get(TransactionalConnection);
  const history = connection.rawConnection.getRepository(OrderHistoryEntry);
  const entries = await history.find({
    where: { order: { id: Number(orderId.replace(/^T_/, '')) } },
  });
  const delivered = entries.find(
    (entry) => String(entry.type) === 'ORDER_STATE_TRANSITION' && entry.data.to === 'Delivered',
  );
  await history.update(delivered!.id, {
    createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000),
  });
}

describe('staff returns, exchanges and refunds (Admin API)', () => {
  it(
    'starts a return for the shopper within 30 days, then closes it with a full refund',
    async () => {
      await signIn(SHOPPERS.mona);
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
      expect(await staffAction('startOrderReturn', placed.id)).toMatchObject({
        errorCode: 'ORDER_NOT_RETURNABLE_ERROR',
        orderState: 'PaymentSettled',
      });
      await shipOrder(env.adminClient, placed.id, true);
      await deliveredDaysAgo(placed.id, 29);
      expect(await staffAction('completeOrderReturn', placed.id)).toMatchObject({
        errorCode: 'ORDER_NOT_RETURNABLE_ERROR',
        orderState: 'Delivered',
      });
      expect(await staffAction('startOrderReturn', placed.id)).toEqual({
        __typename: 'Order',
        state: 'BeingReturned',
      });
      expect(await paymentsOf(placed.id)).toMatchObject([{ state: 'Settled', refunds: [] }]);
      expect(await staffAction('completeOrderReturn', placed.id)).toEqual({
        __typename: 'Order',
        state: 'Returned',
      });
      const [payment] = await paymentsOf(placed.id);
      expect(payment?.refunds.map((refund) => refund.total)).toEqual([payment?.amount]);
      expect((await myOrder(placed.code, 'en')).shopperState?.label).toBe('Returned');
    },
    SLOW,
  );

  it(
    'starts an exchange within the window',
    async () => {
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
      await shipOrder(env.adminClient, placed.id, true);
      expect(await staffAction('startOrderExchange', placed.id)).toEqual({
        __typename: 'Order',
        state: 'BeingExchanged',
      });
    },
    SLOW,
  );

  it(
    'refuses a return or an exchange 31 days after delivery, with the reason in the staff member’s language',
    async () => {
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
      await shipOrder(env.adminClient, placed.id, true);
      await deliveredDaysAgo(placed.id, 31);
      expect(await staffAction('startOrderReturn', placed.id, 'en')).toMatchObject({
        __typename: 'ReturnWindowClosedError',
        errorCode: 'RETURN_WINDOW_CLOSED_ERROR',
        message:
          'Delivered more than 30 days ago: the 30-day window for returns and exchanges is closed.',
      });
      expect(await staffAction('startOrderExchange', placed.id, 'ar')).toMatchObject({
        errorCode: 'RETURN_WINDOW_CLOSED_ERROR',
        message: 'تم التوصيل منذ أكثر من ٣٠ يومًا: انتهت مهلة الإرجاع والاستبدال (٣٠ يومًا).',
      });
      expect((await myOrder(placed.code)).state).toBe('Delivered');
    },
    SLOW,
  );
});

describe('the timeline is the owner’s', () => {
  it(
    'is empty for a guest’s order, whose state is still shown',
    async () => {
      await env.shopClient.asAnonymousUser();
      const placed = await placeOrder(
        env.shopClient,
        variantId,
        'dar-test-payment',
        1,
        'guest.lifecycle@example.com',
      );
      const order = await myOrder(placed.code);
      expect(order.shopperState?.code).toBe('ORDERED');
      expect(order.timeline).toEqual([]);
    },
    SLOW,
  );
});

describe('VAT', () => {
  it(
    'shows totals with and without VAT and a 14% VAT line, labelled and named in both languages',
    async () => {
      await signIn(SHOPPERS.karim);
      const placed = await placeOrder(env.shopClient, variantId, 'dar-test-payment', 3);
      const arabic = await myOrder(placed.code, 'ar');
      const english = await myOrder(placed.code, 'en');
      // Goods and delivery each have a line (Vendure groups by the tax's description), both 14%.
      expect(arabic.taxSummary.map((line) => [line.taxRate, line.label, line.name])).toEqual([
        [14, 'ضريبة القيمة المضافة ١٤٪\u061C', 'ضريبة القيمة المضافة'],
        [14, 'ضريبة القيمة المضافة ١٤٪\u061C', 'ضريبة القيمة المضافة'],
      ]);
      expect(english.taxSummary.map((line) => [line.taxRate, line.label, line.name])).toEqual([
        [14, 'VAT 14%', 'VAT'],
        [14, 'VAT 14%', 'VAT'],
      ]);
      const goods = arabic.taxSummary.find((line) => line.description === 'Egypt VAT 14%');
      expect(goods?.taxBase).toBe(arabic.subTotal);
      // Prices include VAT: the summary splits the total into its base and 14% on top.
      const sum = (key: 'taxBase' | 'taxTotal') =>
        arabic.taxSummary.reduce((total, line) => total + line[key], 0);
      expect(sum('taxBase')).toBe(arabic.total);
      expect(sum('taxBase') + sum('taxTotal')).toBe(arabic.totalWithTax);
      expect(Math.abs(sum('taxTotal') - (arabic.totalWithTax * 14) / 114)).toBeLessThan(2);
      expect(arabic.subTotalWithTax + arabic.shippingWithTax).toBe(arabic.totalWithTax);
      expect(arabic.subTotal + arabic.shipping).toBe(arabic.total);
      expect(arabic.shippingWithTax).toBe(7_500);
      // The tax rate's own name is not translated by Vendure: the same in both languages.
      expect(english.taxSummary.map((line) => line.description)).toEqual(
        arabic.taxSummary.map((line) => line.description),
      );
    },
    SLOW,
  );
});
