import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';

let env: DarTestEnvironment;

const ACTIVE_ORDER = gql`
  query ActiveOrder {
    activeOrder {
      id
      customFields {
        cancellationReason
      }
    }
  }
`;

type ActiveOrderResult = {
  activeOrder: { id: string; customFields: { cancellationReason: string | null } } | null;
};

let orderId = '';

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
  await env.adminClient.asSuperAdmin();
  const { search } = await env.shopClient.query<{
    search: { items: Array<{ productVariantId: string }> };
  }>(gql`
    query AnyVariant {
      search(input: { term: "bookshelf" }) {
        items {
          productVariantId
        }
      }
    }
  `);
  await env.shopClient.query(
    gql`
      mutation Add($id: ID!) {
        addItemToOrder(productVariantId: $id, quantity: 1) {
          ... on Order {
            id
          }
        }
      }
    `,
    { id: search.items[0]?.productVariantId },
  );
  const { activeOrder } = await env.shopClient.query<ActiveOrderResult>(ACTIVE_ORDER);
  orderId = activeOrder?.id ?? '';
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('cancellation reason', () => {
  it('is empty on a new order', async () => {
    const { activeOrder } = await env.shopClient.query<ActiveOrderResult>(ACTIVE_ORDER);
    expect(orderId).not.toBe('');
    expect(activeOrder?.customFields.cancellationReason).toBeNull();
  });

  it("cannot be written by the shopper (refused in the shopper's language)", async () => {
    await expect(
      env.shopClient.query(
        gql`
          mutation SetReason($input: UpdateOrderInput!) {
            setOrderCustomFields(input: $input) {
              ... on Order {
                id
              }
            }
          }
        `,
        { input: { customFields: { cancellationReason: 'Changed my mind' } } },
        { languageCode: 'en' },
      ),
    ).rejects.toThrow('The field "cancellationReason" cannot be set from the shop.');
  });

  it('is written by staff and shown to the shopper', async () => {
    const reason = 'المنتج غير متوفر حاليًا، وتم رد المبلغ بالكامل.';
    await env.adminClient.query(
      gql`
        mutation SetReason($input: UpdateOrderInput!) {
          setOrderCustomFields(input: $input) {
            ... on Order {
              id
            }
          }
        }
      `,
      { input: { id: orderId, customFields: { cancellationReason: reason } } },
    );
    const { activeOrder } = await env.shopClient.query<ActiveOrderResult>(ACTIVE_ORDER);
    expect(activeOrder?.customFields.cancellationReason).toBe(reason);
  });
});

describe('contactUs', () => {
  const CONTACT = gql`
    mutation Contact($input: ContactUsInput!) {
      contactUs(input: $input) {
        __typename
        ... on ContactUsSuccess {
          success
        }
        ... on ErrorResult {
          errorCode
          message
        }
        ... on ContactValidationError {
          violations {
            field
            rule
            message
          }
        }
      }
    }
  `;
  type ContactResult = {
    contactUs: {
      __typename: string;
      success?: boolean;
      errorCode?: string;
      message?: string;
      violations?: { field: string; rule: string; message: string }[];
    };
  };

  it('delivers the message to customer care and a receipt in the sender’s language', async () => {
    const { contactUs } = await env.shopClient.query<ContactResult>(
      CONTACT,
      {
        input: {
          name: 'Laila Hamdy',
          email: 'Laila.Hamdy@example.com',
          message: 'Does the Nile sofa come in dark green?',
        },
      },
      { languageCode: 'en' },
    );
    expect(contactUs).toEqual({ __typename: 'ContactUsSuccess', success: true });

    const receipt = await env.mailbox.waitFor('laila.hamdy@example.com');
    expect(receipt.subject).toMatch(/received your message/i);
    expect(receipt.body).not.toContain('Does the Nile sofa come in dark green?');

    const staffEmail = await env.mailbox.waitFor('no-reply@dar.localhost', (email) =>
      email.subject.includes('Laila Hamdy'),
    );
    expect(staffEmail.body).toContain('laila.hamdy@example.com');
    expect(staffEmail.body).toContain('Does the Nile sofa come in dark green?');
  });

  it('refuses a broken form with every violation in Arabic, sending nothing', async () => {
    const before = (await env.mailbox.list()).length;
    const { contactUs } = await env.shopClient.query<ContactResult>(
      CONTACT,
      { input: { name: ' ', email: 'not-an-address', message: 'قصير' } },
      { languageCode: 'ar' },
    );
    expect(contactUs).toMatchObject({
      __typename: 'ContactValidationError',
      errorCode: 'CONTACT_VALIDATION_ERROR',
      message: 'من فضلك اكتب اسمك.',
    });
    expect(contactUs.violations?.map((violation) => violation.rule)).toEqual([
      'NAME_REQUIRED',
      'EMAIL_INVALID',
      'MESSAGE_TOO_SHORT',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await env.mailbox.list()).length).toBe(before);
  });
});

describe('newsletter', () => {
  const SUBSCRIBE = gql`
    mutation Subscribe($emailAddress: String!) {
      subscribeToNewsletter(emailAddress: $emailAddress) {
        __typename
        ... on NewsletterSubscribed {
          emailAddress
        }
        ... on ErrorResult {
          errorCode
          message
        }
      }
    }
  `;
  type SubscribeResult = {
    subscribeToNewsletter: { __typename: string; emailAddress?: string; errorCode?: string };
  };

  it('subscribes an address once, however often it is sent', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { subscribeToNewsletter } = await env.shopClient.query<SubscribeResult>(
        SUBSCRIBE,
        { emailAddress: ' Nour.News@Example.com ' },
        { languageCode: 'en' },
      );
      expect(subscribeToNewsletter).toEqual({
        __typename: 'NewsletterSubscribed',
        emailAddress: 'nour.news@example.com',
      });
    }
  });

  it('refuses something that is not one email address', async () => {
    for (const emailAddress of ['nour at example', 'nour@example.com, other@example.org']) {
      const { subscribeToNewsletter } = await env.shopClient.query<SubscribeResult>(SUBSCRIBE, {
        emailAddress,
      });
      expect(subscribeToNewsletter.errorCode).toBe('INVALID_EMAIL_ADDRESS_ERROR');
    }
  });

  it('lets an unknown unsubscribe token change nothing', async () => {
    const { unsubscribeFromNewsletter } = await env.shopClient.query<{
      unsubscribeFromNewsletter: boolean;
    }>(
      gql`
        mutation Unsubscribe($token: String!) {
          unsubscribeFromNewsletter(token: $token)
        }
      `,
      { token: 'not-a-token' },
    );
    expect(unsubscribeFromNewsletter).toBe(false);
  });
});

describe('customer care in the Admin API', () => {
  const MESSAGES = gql`
    query Messages($email: String!) {
      contactMessages(options: { filter: { emailAddress: { eq: $email } } }) {
        totalItems
        items {
          id
          name
          message
          languageCode
          handledAt
        }
      }
    }
  `;
  type Messages = {
    contactMessages: {
      totalItems: number;
      items: Array<{ id: string; name: string; message: string; handledAt: string | null }>;
    };
  };
  const SET_HANDLED = gql`
    mutation SetHandled($id: ID!, $handled: Boolean!) {
      setContactMessageHandled(id: $id, handled: $handled) {
        id
        handledAt
      }
    }
  `;
  const SUBSCRIBERS = gql`
    query Subscribers($term: String!) {
      newsletterSubscriptions(options: { filter: { emailAddress: { contains: $term } } }) {
        totalItems
        items {
          emailAddress
          languageCode
          unsubscribedAt
        }
      }
    }
  `;
  const REPLY = gql`
    mutation Reply($id: ID!, $reply: String!) {
      replyToContactMessage(id: $id, reply: $reply) {
        __typename
        ... on ContactMessage {
          reply
          repliedAt
          handledAt
        }
        ... on ErrorResult {
          errorCode
          message
        }
      }
    }
  `;
  type Reply = {
    replyToContactMessage: {
      __typename: string;
      reply?: string;
      repliedAt?: string | null;
      handledAt?: string | null;
      errorCode?: string;
      message?: string;
    };
  };
  const email = `care-${Date.now()}@example.com`;

  it('lists a contact message for staff, who mark it answered and waiting again', async () => {
    await env.shopClient.query(
      gql`
        mutation ($input: ContactUsInput!) {
          contactUs(input: $input) {
            __typename
          }
        }
      `,
      { input: { name: 'Salma', email, message: 'Is the oak table available in walnut?' } },
    );
    const { contactMessages } = await env.adminClient.query<Messages>(MESSAGES, { email });
    expect(contactMessages.totalItems).toBe(1);
    const [message] = contactMessages.items;
    expect(message).toMatchObject({ name: 'Salma', handledAt: null });

    const handled = await env.adminClient.query<{
      setContactMessageHandled: { handledAt: string | null };
    }>(SET_HANDLED, { id: message!.id, handled: true });
    expect(handled.setContactMessageHandled.handledAt).not.toBeNull();
    const again = await env.adminClient.query<{
      setContactMessageHandled: { handledAt: string | null };
    }>(SET_HANDLED, { id: message!.id, handled: false });
    expect(again.setContactMessageHandled.handledAt).toBeNull();
  });

  it('emails a reply to the sender in the language they wrote from, and marks the message answered', async () => {
    for (const [languageCode, sender, subject, intro] of [
      ['ar', `reply-ar-${Date.now()}@example.com`, 'رد خدمة عملاء دار على رسالتك', 'أهلًا سلمى'],
      [
        'en',
        `reply-en-${Date.now()}@example.com`,
        'Dar customer care replied to your message',
        'Hello سلمى',
      ],
    ] as const) {
      await env.shopClient.query(
        gql`
          mutation ($input: ContactUsInput!) {
            contactUs(input: $input) {
              __typename
            }
          }
        `,
        {
          input: { name: 'سلمى', email: sender, message: 'Is the oak table available in walnut?' },
        },
        { languageCode },
      );
      const { contactMessages } = await env.adminClient.query<Messages>(MESSAGES, {
        email: sender,
      });
      const id = contactMessages.items[0]!.id;
      // Staff's dashboard may be in the other language: the reply follows the sender's.
      const refused = await env.adminClient.query<Reply>(
        REPLY,
        { id, reply: '  ' },
        { languageCode },
      );
      expect(refused.replyToContactMessage).toEqual({
        __typename: 'InvalidContactReplyError',
        errorCode: 'INVALID_CONTACT_REPLY_ERROR',
        message: languageCode === 'en' ? 'Write a reply first.' : 'اكتب الرد أولًا.',
      });
      const text = `Yes, in walnut too: it ships on Sunday (${languageCode}).`;
      const { replyToContactMessage } = await env.adminClient.query<Reply>(
        REPLY,
        { id, reply: text },
        { languageCode: languageCode === 'ar' ? 'en' : 'ar' },
      );
      expect(replyToContactMessage).toMatchObject({ __typename: 'ContactMessage', reply: text });
      expect(replyToContactMessage.repliedAt).not.toBeNull();
      expect(replyToContactMessage.handledAt).not.toBeNull();
      const answer = await env.mailbox.waitFor(sender, (mail) => mail.subject === subject);
      expect(answer.body).toContain(text);
      expect(answer.body).toContain(intro);
      expect(answer.body).toContain('Is the oak table available in walnut?');
    }
  });

  it('lists newsletter subscribers for staff, searched by address', async () => {
    const subscriber = `news-${Date.now()}@example.com`;
    await env.shopClient.query(
      gql`
        mutation ($emailAddress: String!) {
          subscribeToNewsletter(emailAddress: $emailAddress) {
            __typename
          }
        }
      `,
      { emailAddress: subscriber },
    );
    const { newsletterSubscriptions } = await env.adminClient.query<{
      newsletterSubscriptions: { totalItems: number; items: Array<{ emailAddress: string }> };
    }>(SUBSCRIBERS, { term: subscriber.slice(0, 16) });
    expect(newsletterSubscriptions.items.map((item) => item.emailAddress)).toEqual([subscriber]);
  });

  it('refuses a merchandiser messages, subscribers, marking a message answered and replying', async () => {
    const { roles } = await env.adminClient.query<{
      roles: { items: Array<{ id: string; code: string }> };
    }>(gql`
      query {
        roles {
          items {
            id
            code
          }
        }
      }
    `);
    const merchandiser = {
      emailAddress: `care-merchandiser-${Date.now()}@example.com`,
      password: 'a-long-merchandiser-password-1',
    };
    await env.adminClient.query(
      gql`
        mutation ($input: CreateAdministratorInput!) {
          createAdministrator(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          firstName: 'Mona',
          lastName: 'Samir',
          ...merchandiser,
          roleIds: roles.items.filter((role) => role.code === 'merchandiser').map((r) => r.id),
        },
      },
    );
    const { contactMessages } = await env.adminClient.query<Messages>(MESSAGES, { email });
    await env.adminClient.asUserWithCredentials(merchandiser.emailAddress, merchandiser.password);
    try {
      const denied = /not currently authorized/;
      await expect(env.adminClient.query(MESSAGES, { email })).rejects.toThrow(denied);
      await expect(env.adminClient.query(SUBSCRIBERS, { term: 'example' })).rejects.toThrow(denied);
      await expect(
        env.adminClient.query(SET_HANDLED, { id: contactMessages.items[0]!.id, handled: true }),
      ).rejects.toThrow(denied);
      await expect(
        env.adminClient.query(REPLY, { id: contactMessages.items[0]!.id, reply: 'Hello' }),
      ).rejects.toThrow(denied);
    } finally {
      await env.adminClient.asSuperAdmin();
    }
  });
});
