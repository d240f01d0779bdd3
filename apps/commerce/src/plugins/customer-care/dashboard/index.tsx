import {
  ActionBarItem,
  api,
  BooleanDisplayBadge,
  Button,
  type DashboardRouteDefinition,
  defineDashboardExtension,
  DetailPageButton,
  graphql,
  ListPage,
  Page,
  PageActionBar,
  PageBlock,
  PageLayout,
  PageTitle,
  PermissionGuard,
  toast,
  useMutation,
  useQuery,
  useQueryClient,
} from '@vendure/dashboard';
import { useState } from 'react';
import { type SubscriberRow, subscribersCsv } from './csv';
import { useT } from '../../dashboard/screens/fields';

// The dashboard's `graphql` knows Vendure's own schema only; these documents are checked against
// ours when the dashboard runs them (the plugin's commerce e2e tests cover the same operations).

const messageListDocument = graphql(`
  query DarContactMessages($options: ContactMessageListOptions) {
    contactMessages(options: $options) {
      items {
        id
        createdAt
        updatedAt
        name
        emailAddress
        languageCode
        handledAt
      }
      totalItems
    }
  }
`);

const messageDocument = graphql(`
  query DarContactMessage($id: ID!) {
    contactMessage(id: $id) {
      id
      createdAt
      name
      emailAddress
      message
      languageCode
      handledAt
      reply
      repliedAt
    }
  }
`);

const replyDocument = graphql(`
  mutation DarReplyToContactMessage($id: ID!, $reply: String!) {
    replyToContactMessage(id: $id, reply: $reply) {
      __typename
      ... on ContactMessage {
        id
        repliedAt
      }
      ... on InvalidContactReplyError {
        message
      }
    }
  }
`);

const setHandledDocument = graphql(`
  mutation DarSetContactMessageHandled($id: ID!, $handled: Boolean!) {
    setContactMessageHandled(id: $id, handled: $handled) {
      id
      handledAt
    }
  }
`);

const subscriberListDocument = graphql(`
  query DarNewsletterSubscriptions($options: NewsletterSubscriptionListOptions) {
    newsletterSubscriptions(options: $options) {
      items {
        id
        createdAt
        updatedAt
        emailAddress
        languageCode
        unsubscribedAt
      }
      totalItems
    }
  }
`);

const READ = ['ReadCustomerCare'];
const UPDATE = ['UpdateCustomerCare'];

function ContactMessageList({ route }: { route: unknown }) {
  const t = useT();
  return (
    <ListPage
      pageId="contact-message-list"
      title={t('Contact messages')}
      listQuery={messageListDocument}
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      route={route as any}
      defaultSort={[{ id: 'createdAt', desc: true }]}
      defaultVisibility={{ name: true, emailAddress: true, createdAt: true, handledAt: true }}
      onSearchTermChange={(term) =>
        term ? { name: { contains: term }, emailAddress: { contains: term } } : {}
      }
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      transformVariables={(variables: any) => ({
        options: { ...variables.options, filterOperator: 'OR' },
      })}
      customizeColumns={{
        name: {
          header: t('Sender'),
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          cell: ({ row }: any) => (
            <DetailPageButton id={row.original.id} label={row.original.name} />
          ),
        },
        handledAt: {
          header: t('Answered'),
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          cell: ({ row }: any) => <BooleanDisplayBadge value={Boolean(row.original.handledAt)} />,
        },
      }}
    />
  );
}

/** One message as the sender wrote it, with "mark answered" and a reply sent by email. */
function ContactMessageDetail({ route }: { route: unknown }) {
  const t = useT();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const { id } = (route as any).useParams() as { id: string };
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['DarContactMessage', id],
    queryFn: () => api.query(messageDocument, { id }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const message = (data as any)?.contactMessage as
    | {
        name: string;
        emailAddress: string;
        message: string;
        languageCode: string;
        createdAt: string;
        handledAt: string | null;
        reply: string | null;
        repliedAt: string | null;
      }
    | null
    | undefined;
  const setHandled = useMutation({
    mutationFn: (handled: boolean) => api.mutate(setHandledDocument, { id, handled }),
    onSuccess: async () => {
      toast.success(t('Saved'));
      await queryClient.invalidateQueries({ queryKey: ['DarContactMessage', id] });
    },
    onError: (error: unknown) =>
      toast.error(t('Not saved'), {
        description: error instanceof Error ? error.message : String(error),
      }),
  });
  const [reply, setReply] = useState('');
  const sendReply = useMutation({
    mutationFn: () => api.mutate(replyDocument, { id, reply }),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    onSuccess: async (result: any) => {
      const outcome = result.replyToContactMessage;
      if (outcome.__typename !== 'ContactMessage') {
        // InvalidContactReplyError: the server's reason, in the staff member's language.
        toast.error(t('Not sent'), { description: outcome.message });
        return;
      }
      toast.success(t('Reply sent'));
      setReply('');
      await queryClient.invalidateQueries({ queryKey: ['DarContactMessage', id] });
    },
    onError: (error: unknown) =>
      toast.error(t('Not sent'), {
        description: error instanceof Error ? error.message : String(error),
      }),
  });
  if (!message) return null;
  const handled = Boolean(message.handledAt);
  return (
    <Page pageId="contact-message-detail">
      <PageTitle>{message.name}</PageTitle>
      <PageActionBar>
        <ActionBarItem itemId="handled-button" requiresPermission={UPDATE}>
          <Button disabled={setHandled.isPending} onClick={() => setHandled.mutate(!handled)}>
            {handled ? t('Mark as waiting') : t('Mark as answered')}
          </Button>
        </ActionBarItem>
      </PageActionBar>
      <PageLayout>
        <PageBlock column="main" blockId="message" title={t('Message')}>
          <p
            className="whitespace-pre-wrap"
            lang={message.languageCode}
            dir={message.languageCode === 'ar' ? 'rtl' : 'ltr'}
          >
            {message.message}
          </p>
        </PageBlock>
        <PageBlock column="main" blockId="reply" title={t('Reply by email')}>
          {/* Sent by the shop's email (the sender's language, their message quoted), then answered. */}
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              sendReply.mutate();
            }}
          >
            {message.reply ? (
              <div className="text-sm">
                <p className="text-muted-foreground">
                  {t('Last reply')} · {new Date(message.repliedAt ?? '').toLocaleString()}
                </p>
                <p className="whitespace-pre-wrap">{message.reply}</p>
              </div>
            ) : null}
            <label className="flex flex-col gap-1 text-sm">
              <span>{t('Your reply')}</span>
              <textarea
                value={reply}
                onChange={(event) => setReply(event.target.value)}
                rows={6}
                maxLength={5000}
                lang={message.languageCode}
                dir={message.languageCode === 'ar' ? 'rtl' : 'ltr'}
                className="border-input w-full rounded-md border bg-transparent px-3 py-2 text-sm"
              />
            </label>
            <PermissionGuard requires={UPDATE}>
              <Button type="submit" disabled={sendReply.isPending || reply.trim() === ''}>
                {t('Send reply')}
              </Button>
            </PermissionGuard>
          </form>
        </PageBlock>
        <PageBlock column="side" blockId="sender" title={t('Sender')}>
          <dl className="flex flex-col gap-2 text-sm">
            <dt className="text-muted-foreground">{t('Email')}</dt>
            <dd dir="ltr">{message.emailAddress}</dd>
            <dt className="text-muted-foreground">{t('Sent')}</dt>
            <dd>{new Date(message.createdAt).toLocaleString()}</dd>
            <dt className="text-muted-foreground">{t('Status')}</dt>
            <dd>{handled ? t('Answered') : t('Waiting')}</dd>
          </dl>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}

/** Every subscriber (all pages of the list, at the API's 1000 a page) as one CSV download. */
function ExportCsvButton() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows: SubscriberRow[] = [];
      for (let skip = 0; ; skip += 1000) {
        const page = (await api.query(subscriberListDocument, {
          options: { skip, take: 1000, sort: { createdAt: 'ASC' } },
        })) as { newsletterSubscriptions: { items: SubscriberRow[]; totalItems: number } };
        rows.push(...page.newsletterSubscriptions.items);
        if (rows.length >= page.newsletterSubscriptions.totalItems) break;
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(
        new Blob([subscribersCsv(rows)], { type: 'text/csv;charset=utf-8' }),
      );
      link.download = 'newsletter-subscribers.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error: unknown) {
      toast.error(t('Not exported'), {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabled={busy} onClick={() => void exportCsv()}>
      {t('Export CSV')}
    </Button>
  );
}

function SubscriberList({ route }: { route: unknown }) {
  const t = useT();
  return (
    <ListPage
      pageId="newsletter-subscriber-list"
      title={t('Newsletter subscribers')}
      listQuery={subscriberListDocument}
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      route={route as any}
      defaultSort={[{ id: 'createdAt', desc: true }]}
      defaultVisibility={{
        emailAddress: true,
        languageCode: true,
        createdAt: true,
        unsubscribedAt: true,
      }}
      onSearchTermChange={(term) => (term ? { emailAddress: { contains: term } } : {})}
      customizeColumns={{
        emailAddress: { header: t('Email') },
        languageCode: { header: t('Language') },
        unsubscribedAt: { header: t('Unsubscribed') },
      }}
    >
      <ActionBarItem itemId="export-csv" requiresPermission={READ}>
        <ExportCsvButton />
      </ActionBarItem>
    </ListPage>
  );
}

const routes: DashboardRouteDefinition[] = [
  {
    path: '/contact-messages',
    navMenuItem: {
      sectionId: 'customer-care',
      id: 'contact-messages',
      url: '/contact-messages',
      title: 'Contact messages',
      requiresPermission: READ,
    },
    loader: () => ({ breadcrumb: 'Contact messages' }),
    component: (route) => <ContactMessageList route={route} />,
  },
  {
    path: '/contact-messages/$id',
    loader: () => ({
      breadcrumb: [{ path: '/contact-messages', label: 'Contact messages' }, 'Message'],
    }),
    component: (route) => <ContactMessageDetail route={route} />,
  },
  {
    path: '/newsletter-subscribers',
    navMenuItem: {
      sectionId: 'customer-care',
      id: 'newsletter-subscribers',
      url: '/newsletter-subscribers',
      title: 'Newsletter subscribers',
      requiresPermission: READ,
    },
    loader: () => ({ breadcrumb: 'Newsletter subscribers' }),
    component: (route) => <SubscriberList route={route} />,
  },
];

/**
 * Customer care's screens: the contact form's messages (read, mark answered, reply by email) and
 * the newsletter's subscribers (search, CSV export), for staff with ReadCustomerCare; the
 * Merchandiser has none, so the section hides for them.
 */
defineDashboardExtension({
  navSections: [{ id: 'customer-care', title: 'Customer care', order: 350, placement: 'top' }],
  routes,
});
