import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  ActionBarItem,
  BooleanDisplayBadge,
  Button,
  type Control,
  type DashboardRouteDefinition,
  DetailFormGrid,
  DetailPageButton,
  detailPageRouteLoader,
  EntityAssets,
  FormFieldWrapper,
  Input,
  Link,
  ListPage,
  Page,
  PageActionBar,
  PageBlock,
  PageLayout,
  PageTitle,
  toast,
  useDetailPage,
  useNavigate,
} from '@vendure/dashboard';
import { type ReactNode, useEffect } from 'react';
import { BilingualField, isShownNow, ScheduleBlock, useT } from './fields';

/** A translated text of one kind, written in Arabic and English side by side. */
interface TextField {
  name: string;
  label: string;
  multiline?: boolean;
}

/**
 * One kind of scheduled, translated merchandising item (banner, super banner, alert strip):
 * its Admin API documents and what its form holds besides the texts and the schedule.
 */
export interface ScheduledKind {
  /** `banner`: page ids `banner-list` and `banner-detail`, the route `/banners`. */
  id: string;
  path: string;
  /** English titles; ar.po translates them. */
  listTitle: string;
  newTitle: string;
  /** The Admin API's type name, which a successful save returns. */
  typeName: string;
  listDocument: TypedDocumentNode;
  detailDocument: TypedDocumentNode;
  createDocument: TypedDocumentNode;
  updateDocument: TypedDocumentNode;
  deleteDocument: TypedDocumentNode;
  /** The list's text column (the first text field), linking to the item. */
  textFields: TextField[];
  /** The picture's input field and the entity field it reads from. */
  picture?: { input: 'featuredAssetId' | 'assetId'; entity: 'featuredAsset' | 'asset' };
  /** The kind's other fields, in the main block under the texts. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extraFields?: (control: Control<any>, t: (message: string) => string) => ReactNode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extraValues?: (entity: any) => Record<string, unknown>;
  /** What a new item's form starts with besides `enabled` (e.g. a banner's page). */
  newItemValues?: Record<string, unknown>;
}

const PERMISSIONS = {
  create: ['CreateMerchandising'],
  read: ['ReadMerchandising'],
  update: ['UpdateMerchandising'],
};

function ScheduledItemList({ kind, route }: { kind: ScheduledKind; route: unknown }) {
  const t = useT();
  const text = kind.textFields[0].name;
  return (
    <ListPage
      pageId={`${kind.id}-list`}
      title={t(kind.listTitle)}
      listQuery={kind.listDocument}
      deleteMutation={kind.deleteDocument}
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      route={route as any}
      defaultSort={[{ id: 'createdAt', desc: true }]}
      defaultVisibility={{ [text]: true, enabled: true, startsAt: true, endsAt: true }}
      onSearchTermChange={(term) => (term ? { [text]: { contains: term } } : {})}
      customizeColumns={{
        [text]: {
          header: t(kind.textFields[0].label),
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          cell: ({ row }: any) => (
            <DetailPageButton id={row.original.id} label={row.original[text]} />
          ),
        },
        enabled: {
          header: t('Shown now'),
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          cell: ({ row }: any) => <BooleanDisplayBadge value={isShownNow(row.original)} />,
        },
      }}
    >
      <ActionBarItem itemId="create-button" requiresPermission={PERMISSIONS.create}>
        <Button render={<Link to="./new" />}>{t(kind.newTitle)}</Button>
      </ActionBarItem>
    </ListPage>
  );
}

function ScheduledItemDetail({ kind, route }: { kind: ScheduledKind; route: unknown }) {
  const t = useT();
  const navigate = useNavigate();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const params = (route as any).useParams() as { id: string };
  const creating = params.id === 'new';
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: `${kind.id}-detail`,
    queryDocument: kind.detailDocument,
    createDocument: kind.createDocument,
    updateDocument: kind.updateDocument,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    setValuesForUpdate: (item: any) => ({
      id: item.id,
      url: item.url ?? '',
      enabled: item.enabled,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      ...(kind.picture ? { [kind.picture.input]: item[kind.picture.entity]?.id } : {}),
      ...kind.extraValues?.(item),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      translations: item.translations.map((row: any) => ({
        id: row.id,
        languageCode: row.languageCode,
        ...Object.fromEntries(kind.textFields.map((field) => [field.name, row[field.name] ?? ''])),
      })),
    }),
    params: { id: params.id },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    onSuccess: async (result: any) => {
      if (result.__typename === kind.typeName) {
        toast.success(t('Saved'));
        resetForm();
        if (creating) {
          await navigate({ to: `../$id`, params: { id: result.id } });
        }
      } else {
        // InvalidMerchandisingInputError: the server's message, in the staff member's language.
        toast.error(t('Not saved'), { description: result.message });
      }
    },
    onError: (error: unknown) => {
      toast.error(t('Not saved'), {
        description: error instanceof Error ? error.message : String(error),
      });
    },
  });
  // A new item is shown unless staff switch it off, as the API's own default; the generated form
  // would start every switch off.
  useEffect(() => {
    if (!creating) return;
    for (const [name, value] of Object.entries({ enabled: true, ...kind.newItemValues })) {
      form.setValue(name, value as never);
    }
  }, [creating, form, kind]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const item = entity as any;
  return (
    <Page pageId={`${kind.id}-detail`} form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating ? t(kind.newTitle) : (item?.[kind.textFields[0].name] ?? '')}</PageTitle>
      <PageActionBar>
        <ActionBarItem
          itemId="save-button"
          requiresPermission={creating ? PERMISSIONS.create : PERMISSIONS.update}
        >
          <Button
            type="submit"
            disabled={!form.formState.isDirty || !form.formState.isValid || isPending}
          >
            {creating ? t('Create') : t('Update')}
          </Button>
        </ActionBarItem>
      </PageActionBar>
      <PageLayout>
        <ScheduleBlock column="side" blockId="schedule" control={form.control} />
        <PageBlock column="main" blockId="main-form">
          <div className="flex flex-col gap-4">
            {kind.textFields.map((field) => (
              <BilingualField
                key={field.name}
                control={form.control}
                name={field.name}
                label={field.label}
                multiline={field.multiline}
              />
            ))}
            <DetailFormGrid>
              <FormFieldWrapper
                control={form.control}
                name="url"
                label={t('Link')}
                description={t('A shop path such as /collection/ramadan, or an https address')}
                render={({ field }) => <Input {...field} value={field.value ?? ''} dir="ltr" />}
              />
              {kind.extraFields?.(form.control, t)}
            </DetailFormGrid>
          </div>
        </PageBlock>
        {kind.picture ? (
          <PageBlock column="side" blockId="picture" title={t('Picture')}>
            {/* The dashboard's own picker; data-dar-picture marks it for the e2e's axe scope. */}
            <div data-dar-picture="">
              <EntityAssets
                featuredAsset={item?.[kind.picture.entity]}
                compact={true}
                multiSelect={false}
                onChange={(value) => {
                  form.setValue(kind.picture!.input, value.featuredAssetId ?? undefined, {
                    shouldDirty: true,
                    shouldValidate: true,
                  });
                }}
              />
            </div>
          </PageBlock>
        ) : null}
      </PageLayout>
    </Page>
  );
}

/** The list and the detail routes of one kind, with its menu entry under the shop front. */
export function scheduledItemRoutes(kind: ScheduledKind): DashboardRouteDefinition[] {
  return [
    {
      path: kind.path,
      navMenuItem: {
        sectionId: 'shop-front',
        id: kind.id,
        url: kind.path,
        title: kind.listTitle,
        requiresPermission: PERMISSIONS.read,
      },
      loader: () => ({ breadcrumb: kind.listTitle }),
      component: (route) => <ScheduledItemList kind={kind} route={route} />,
    },
    {
      path: `${kind.path}/$id`,
      loader: detailPageRouteLoader({
        pageId: `${kind.id}-detail`,
        queryDocument: kind.detailDocument,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        breadcrumb: (isNew: boolean, entity: any) => [
          { path: kind.path, label: kind.listTitle },
          isNew ? kind.newTitle : entity?.[kind.textFields[0].name],
        ],
      }),
      component: (route) => <ScheduledItemDetail kind={kind} route={route} />,
    },
  ];
}
