import {
  api,
  Button,
  defineDashboardExtension,
  graphql,
  type PageContextValue,
  toast,
  useMutation,
  useQueryClient,
} from '@vendure/dashboard';
import { useState } from 'react';
// Labels as Lingui messages with explicit ids (ar.po beside this file), as the other screens.
import { useT } from '../../dashboard/screens/fields';

// Checked against our schema when the dashboard runs them; order-lifecycle.e2e-spec.ts covers
// the same mutations.
const RESULT = `
  __typename
  ... on Order {
    id
    state
  }
  ... on ErrorResult {
    message
  }
`;

const startReturnDocument = graphql(`
  mutation DarStartOrderReturn($orderId: ID!, $note: String!) {
    startOrderReturn(orderId: $orderId, note: $note) { ${RESULT} }
  }
`);

const startExchangeDocument = graphql(`
  mutation DarStartOrderExchange($orderId: ID!, $note: String!) {
    startOrderExchange(orderId: $orderId, note: $note) { ${RESULT} }
  }
`);

const completeReturnDocument = graphql(`
  mutation DarCompleteOrderReturn($orderId: ID!, $refund: Boolean!) {
    completeOrderReturn(orderId: $orderId, refund: $refund) { ${RESULT} }
  }
`);

/** services/order-states.ts AT_SHOPPER_STATES: a return or an exchange starts from these. */
const AT_SHOPPER = ['Delivered', 'Fixed', 'Exchanged'];

type Action = { kind: 'return' | 'exchange'; note: string } | { kind: 'complete'; refund: boolean };

/**
 * After delivery: start a return or an exchange for the shopper (within 30 days of delivery; the
 * server refuses later ones, and its reason is shown), or close a return, refunding its payments.
 */
function AfterDeliveryBlock({ context }: { context: PageContextValue }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const order = context.entity as { id: string; state: string };
  const act = useMutation({
    mutationFn: async (action: Action) => {
      const result = (
        action.kind === 'complete'
          ? await api.mutate(completeReturnDocument, { orderId: order.id, refund: action.refund })
          : await api.mutate(
              action.kind === 'return' ? startReturnDocument : startExchangeDocument,
              {
                orderId: order.id,
                note: action.note,
              },
            )
      ) as Record<string, { __typename: string; message?: string }>;
      return Object.values(result)[0]!;
    },
    onSuccess: async (outcome) => {
      if (outcome.__typename !== 'Order') {
        // ReturnWindowClosedError, OrderNotReturnableError: the reason, in the staff language.
        toast.error(t('Not possible'), { description: outcome.message });
        return;
      }
      toast.success(t('Done'));
      setNote('');
      await queryClient.invalidateQueries();
    },
    onError: (error: unknown) =>
      toast.error(t('Not possible'), {
        description: error instanceof Error ? error.message : String(error),
      }),
  });
  if (order.state === 'BeingReturned') {
    return (
      <div className="flex flex-col gap-2" data-dar-after-delivery="">
        <p className="text-muted-foreground text-sm">
          {t('When the pieces are back at the shop:')}
        </p>
        <Button
          disabled={act.isPending}
          onClick={() => act.mutate({ kind: 'complete', refund: true })}
        >
          {t('Returned: refund the payment')}
        </Button>
        <Button
          variant="outline"
          disabled={act.isPending}
          onClick={() => act.mutate({ kind: 'complete', refund: false })}
        >
          {t('Returned, no refund')}
        </Button>
      </div>
    );
  }
  return (
    // data-dar-after-delivery: the e2e journey's scope for axe.
    <div className="flex flex-col gap-2" data-dar-after-delivery="">
      <label className="flex flex-col gap-1 text-sm">
        <span>{t('Note (kept in the order history)')}</span>
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          maxLength={1000}
          className="border-input w-full rounded-md border bg-transparent px-3 py-2 text-sm"
        />
      </label>
      <p className="text-muted-foreground text-sm">{t('Within 30 days of delivery.')}</p>
      <Button
        disabled={act.isPending || note.trim() === ''}
        onClick={() => act.mutate({ kind: 'return', note })}
      >
        {t('Start a return')}
      </Button>
      <Button
        variant="outline"
        disabled={act.isPending || note.trim() === ''}
        onClick={() => act.mutate({ kind: 'exchange', note })}
      >
        {t('Start an exchange')}
      </Button>
    </div>
  );
}

function AfterDeliveryTitle() {
  return <>{useT()('After delivery')}</>;
}

/**
 * The shop's after-delivery actions on the order page, under its state (UpdateOrder: the
 * Merchandiser never sees them, and the Admin API refuses them too).
 */
defineDashboardExtension({
  pageBlocks: [
    {
      id: 'dar-after-delivery',
      title: <AfterDeliveryTitle />,
      location: {
        pageId: 'order-detail',
        column: 'side',
        position: { blockId: 'state', order: 'after' },
      },
      requiresPermission: ['UpdateOrder'],
      shouldRender: (context) =>
        [...AT_SHOPPER, 'BeingReturned'].includes(
          (context.entity as { state?: string } | undefined)?.state ?? '',
        ),
      component: AfterDeliveryBlock,
    },
  ],
});
