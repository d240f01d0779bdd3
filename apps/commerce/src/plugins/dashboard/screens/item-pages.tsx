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
  graphql,
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
import { BilingualField, isShownNow, PublishBlock, ScheduleBlock, useT } from './fields';

/** A translated text of one kind, written in Arabic and English side by side. */
interface TextField {
  name: string;
  label: string;
  multiline?: boolean;
  rich?: boolean;
}

/**
 * When the shop shows an item: `window`, switched on and between optional dates (banners, the
 * alert strip, the wheel); `switch`, only switched on or off (a question); `publish`, from its
 * publish date (a blog post); `none`, always (a static page).
 */
export type ItemSchedule = 'window' | 'switch' | 'publish' | 'none';

/**
 * One kind of translated item our plugins add (banner, super banner, alert strip, wheel
 * promotion, page, question, blog post): its Admin API documents, its menu section and
 * permission, and what its form holds besides the texts and the schedule.
 */
export interface ItemKind {
  /** `banner`: page ids `banner-list` and `banner-detail`, the route `/banners`. */
  id: string;
  path: string;
  /** The menu section it is listed under (defined by the plugin's extension). */
  section: string;
  /** Its CRUD permission's name: `Merchandising` for CreateMerchandising and the rest. */
  permission: 'Merchandising' | 'Content';
  /** Absent: `window`. */
  schedule?: ItemSchedule;
  /** Whether it links somewhere in the shop (its `url`). */
  link?: boolean;
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
  /** The list's other columns shown at first, besides the text and the schedule's. */
  listColumns?: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  customizeColumns?: (t: (message: string) => string) => Record<string, any>;
  /** The picture's input field and the entity field it reads from. */
  picture?: {
    input: 'featuredAssetId' | 'assetId';
    entity: 'featuredAsset' | 'asset';
    /** The block's title; absent: Picture. */
    title?: string;
  };
  /** The kind's other fields, in the main block under the texts. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extraFields?: (control: Control<any>, t: (message: string) => string) => ReactNode;
  /**
   * Blocks of its own (the wheel's promotion and its limits): each element needs `column` and
   * `blockId` props, by which the page layout places its children.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  sideBlocks?: (control: Control<any>, entity: any) => ReactNode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extraValues?: (entity: any) => Record<string, unknown>;
  /** What a new item's form starts with besides `enabled` (e.g. a banner's page). */
  newItemValues?: Record<string, unknown>;
}

/** An asset's fields as the dashboard's asset picker shows a chosen picture. */
export const PICTURE_FIELDS = `id createdAt updatedAt name type fileSize mimeType width height source preview focalPoint { x y }`;

/**
 * `createBanner` or `updateBanner` (`typeName` Banner): a save that returns the item or an
 * ErrorResult whose message the form shows. The dashboard's `graphql` knows Vendure's own schema
 * only; these documents are checked against ours when the dashboard runs them (each plugin's
 * commerce e2e tests cover the same operations).
 */
export function saveDocument(operation: 'Create' | 'Update', typeName: string): TypedDocumentNode {
  return graphql(`
    mutation Dar${operation}${typeName}($input: ${operation}${typeName}Input!) {
      ${operation.toLowerCase()}${typeName}(input: $input) {
        __typename
        ... on ${typeName} {
          id
        }
        ... on ErrorResult {
          errorCode
          message
        }
      }
    }
  `);
}

/** `deleteBanner(id)` (`typeName` Banner), as the list's delete action runs it. */
export function deleteDocument(typeName: string): TypedDocumentNode {
  return graphql(`
    mutation DarDelete${typeName}($id: ID!) {
      delete${typeName}(id: $id) {
        result
        message
      }
    }
  `);
}

/** The dashboard hides a button, a menu entry, from staff without its permission. */
function permissionsOf(kind: ItemKind) {
  return {
    create: [`Create${kind.permission}`],
    read: [`Read${kind.permission}`],
    update: [`Update${kind.permission}`],
  };
}

/** The schedule's values of an item, as its update input takes them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function scheduleValues(kind: ItemKind, item: any): Record<string, unknown> {
  switch (kind.schedule ?? 'window') {
    case 'window':
      return { enabled: item.enabled, startsAt: item.startsAt, endsAt: item.endsAt };
    case 'switch':
      return { enabled: item.enabled };
    case 'publish':
      return { publishedAt: item.publishedAt ?? null };
    case 'none':
      return {};
  }
}

function ItemList({ kind, route }: { kind: ItemKind; route: unknown }) {
  const t = useT();
  const text = kind.textFields[0].name;
  const schedule = kind.schedule ?? 'window';
  const permissions = permissionsOf(kind);
  return (
    <ListPage
      pageId={`${kind.id}-list`}
      title={t(kind.listTitle)}
      listQuery={kind.listDocument}
      deleteMutation={kind.deleteDocument}
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      route={route as any}
      defaultSort={[{ id: 'createdAt', desc: true }]}
      defaultVisibility={Object.fromEntries(
        [
          text,
          ...(kind.listColumns ?? []),
          ...(schedule === 'window' ? ['enabled', 'startsAt', 'endsAt'] : []),
          ...(schedule === 'switch' ? ['enabled'] : []),
          ...(schedule === 'publish' ? ['publishedAt'] : []),
        ].map((column) => [column, true]),
      )}
      onSearchTermChange={(term) => (term ? { [text]: { contains: term } } : {})}
      customizeColumns={{
        [text]: {
          header: t(kind.textFields[0].label),
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          cell: ({ row }: any) => (
            <DetailPageButton id={row.original.id} label={row.original[text]} />
          ),
        },
        ...(schedule === 'window'
          ? {
              enabled: {
                header: t('Shown now'),
                // eslint-disable-next-line @typescript-eslint/no-explicit-any
                cell: ({ row }: any) => <BooleanDisplayBadge value={isShownNow(row.original)} />,
              },
            }
          : {}),
        ...(schedule === 'switch' ? { enabled: { header: t('Enabled') } } : {}),
        ...(schedule === 'publish' ? { publishedAt: { header: t('Published at') } } : {}),
        ...kind.customizeColumns?.(t),
      }}
    >
      <ActionBarItem itemId="create-button" requiresPermission={permissions.create}>
        <Button render={<Link to="./new" />}>{t(kind.newTitle)}</Button>
      </ActionBarItem>
    </ListPage>
  );
}

function ItemDetail({ kind, route }: { kind: ItemKind; route: unknown }) {
  const t = useT();
  const schedule = kind.schedule ?? 'window';
  const permissions = permissionsOf(kind);
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
      ...(kind.link ? { url: item.url ?? '' } : {}),
      ...scheduleValues(kind, item),
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
        // InvalidMerchandisingInputError, InvalidSlugError, SlugConflictError: the server's
        // message, in the staff member's language.
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
    const switchedOn = schedule === 'window' || schedule === 'switch' ? { enabled: true } : {};
    for (const [name, value] of Object.entries({ ...switchedOn, ...kind.newItemValues })) {
      form.setValue(name, value as never);
    }
  }, [creating, form, kind, schedule]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const item = entity as any;
  return (
    <Page pageId={`${kind.id}-detail`} form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating ? t(kind.newTitle) : (item?.[kind.textFields[0].name] ?? '')}</PageTitle>
      <PageActionBar>
        <ActionBarItem
          itemId="save-button"
          requiresPermission={creating ? permissions.create : permissions.update}
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
        {schedule === 'window' || schedule === 'switch' ? (
          <ScheduleBlock
            column="side"
            blockId="schedule"
            control={form.control}
            dates={schedule === 'window'}
          />
        ) : null}
        {schedule === 'publish' ? (
          <PublishBlock column="side" blockId="publishing" control={form.control} />
        ) : null}
        {kind.sideBlocks?.(form.control, item)}
        <PageBlock column="main" blockId="main-form">
          <div className="flex flex-col gap-4">
            {kind.textFields.map((field) => (
              <BilingualField
                key={field.name}
                control={form.control}
                name={field.name}
                label={field.label}
                multiline={field.multiline}
                rich={field.rich}
              />
            ))}
            <DetailFormGrid>
              {kind.link ? (
                <FormFieldWrapper
                  control={form.control}
                  name="url"
                  label={t('Link')}
                  description={t('A shop path such as /collection/ramadan, or an https address')}
                  render={({ field }) => <Input {...field} value={field.value ?? ''} dir="ltr" />}
                />
              ) : null}
              {kind.extraFields?.(form.control, t)}
            </DetailFormGrid>
          </div>
        </PageBlock>
        {kind.picture ? (
          <PageBlock column="side" blockId="picture" title={t(kind.picture.title ?? 'Picture')}>
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

/** The list and the detail routes of one kind, with its menu entry under its section. */
export function itemRoutes(kind: ItemKind): DashboardRouteDefinition[] {
  return [
    {
      path: kind.path,
      navMenuItem: {
        sectionId: kind.section,
        id: kind.id,
        url: kind.path,
        title: kind.listTitle,
        requiresPermission: permissionsOf(kind).read,
      },
      loader: () => ({ breadcrumb: kind.listTitle }),
      component: (route) => <ItemList kind={kind} route={route} />,
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
      component: (route) => <ItemDetail kind={kind} route={route} />,
    },
  ];
}
