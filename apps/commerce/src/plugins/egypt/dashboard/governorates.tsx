import {
  ActionBarItem,
  Button,
  type DashboardRouteDefinition,
  DetailFormGrid,
  DetailPageButton,
  detailPageRouteLoader,
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
// The Arabic and English names side by side, as the shop-front screens write their texts.
import { BilingualField, useT } from '../../dashboard/screens/fields';

// Checked against our schema when the dashboard runs them; egypt.e2e-spec.ts covers the same
// operations.
const governorateListDocument = graphql(`
  query DarGovernorates($options: GovernorateListOptions) {
    governorates(options: $options) {
      items {
        id
        createdAt
        updatedAt
        code
        name
        deliveryRegion
      }
      totalItems
    }
  }
`);

const governorateDocument = graphql(`
  query DarGovernorate($id: ID!) {
    governorate(id: $id) {
      id
      createdAt
      updatedAt
      code
      name
      deliveryRegion
      translations {
        id
        languageCode
        name
      }
    }
  }
`);

const SAVE_RESULT = `
  __typename
  ... on Governorate {
    id
  }
  ... on InvalidGovernorateError {
    message
    field
  }
`;

const createGovernorateDocument = graphql(`
  mutation DarCreateGovernorate($input: CreateGovernorateInput!) {
    createGovernorate(input: $input) { ${SAVE_RESULT} }
  }
`);

const updateGovernorateDocument = graphql(`
  mutation DarUpdateGovernorate($input: UpdateGovernorateInput!) {
    updateGovernorate(input: $input) { ${SAVE_RESULT} }
  }
`);

const PERMISSIONS = {
  read: ['ReadShippingMethod'],
  create: ['CreateShippingMethod'],
  update: ['UpdateShippingMethod'],
};

/** services/governorates.data.ts DELIVERY_REGIONS, with the names staff read. */
const REGIONS = [
  { code: 'greater-cairo', label: 'Greater Cairo' },
  { code: 'delta-canal', label: 'Delta and Canal' },
  { code: 'upper-egypt', label: 'Upper Egypt' },
  { code: 'remote', label: 'Remote areas' },
] as const;

function GovernorateList({ route }: { route: unknown }) {
  const t = useT();
  const regionName = (code: string) =>
    t(REGIONS.find((region) => region.code === code)?.label ?? code);
  return (
    <ListPage
      pageId="governorate-list"
      title={t('Governorates')}
      listQuery={governorateListDocument}
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      route={route as any}
      defaultVisibility={{ name: true, code: true, deliveryRegion: true }}
      onSearchTermChange={(term) => (term ? { name: { contains: term } } : {})}
      customizeColumns={{
        name: {
          header: t('Governorate'),
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          cell: ({ row }: any) => (
            <DetailPageButton id={row.original.id} label={row.original.name} />
          ),
        },
        code: { header: t('Code') },
        deliveryRegion: {
          header: t('Delivery region'),
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          cell: ({ row }: any) => regionName(row.original.deliveryRegion),
        },
      }}
    >
      <ActionBarItem itemId="create-button" requiresPermission={PERMISSIONS.create}>
        <Button render={<Link to="./new" />}>{t('New governorate')}</Button>
      </ActionBarItem>
    </ListPage>
  );
}

/** One governorate: its names in both languages, its code and the region that prices delivery. */
function GovernorateDetail({ route }: { route: unknown }) {
  const t = useT();
  const navigate = useNavigate();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const params = (route as any).useParams() as { id: string };
  const creating = params.id === 'new';
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: 'governorate-detail',
    queryDocument: governorateDocument,
    createDocument: createGovernorateDocument,
    updateDocument: updateGovernorateDocument,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    setValuesForUpdate: (governorate: any) => ({
      id: governorate.id,
      code: governorate.code,
      deliveryRegion: governorate.deliveryRegion,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      translations: governorate.translations.map((row: any) => ({
        id: row.id,
        languageCode: row.languageCode,
        name: row.name ?? '',
      })),
    }),
    params: { id: params.id },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    onSuccess: async (result: any) => {
      if (result.__typename === 'Governorate') {
        toast.success(t('Saved'));
        resetForm();
        if (creating) await navigate({ to: '../$id', params: { id: result.id } });
      } else {
        // InvalidGovernorateError: the server's reason, in the staff member's language.
        toast.error(t('Not saved'), { description: result.message });
      }
    },
    onError: (error: unknown) => {
      toast.error(t('Not saved'), {
        description: error instanceof Error ? error.message : String(error),
      });
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const governorate = entity as any;
  return (
    <Page pageId="governorate-detail" form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{creating ? t('New governorate') : (governorate?.name ?? '')}</PageTitle>
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
        <PageBlock column="main" blockId="main-form">
          <div className="flex flex-col gap-4">
            <BilingualField control={form.control} name="name" label="Name" />
            <DetailFormGrid>
              <FormFieldWrapper
                control={form.control}
                name="code"
                label={t('Code')}
                description={t('ISO 3166-2:EG, such as EG-C for Cairo')}
                render={({ field }) => <Input {...field} value={field.value ?? ''} dir="ltr" />}
              />
              <FormFieldWrapper
                control={form.control}
                name="deliveryRegion"
                label={t('Delivery region')}
                description={t('Standard delivery costs the price of this region')}
                render={({ field }) => (
                  <select
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value)}
                    className="border-input h-9 w-full rounded-md border bg-transparent px-3 text-sm"
                  >
                    <option value="" disabled>
                      {t('Choose a region')}
                    </option>
                    {REGIONS.map((region) => (
                      <option key={region.code} value={region.code}>
                        {t(region.label)}
                      </option>
                    ))}
                  </select>
                )}
              />
            </DetailFormGrid>
          </div>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}

/** Governorates under Settings, beside Delivery prices. */
export const governorateRoutes: DashboardRouteDefinition[] = [
  {
    path: '/governorates',
    navMenuItem: {
      sectionId: 'settings',
      id: 'governorates',
      url: '/governorates',
      title: 'Governorates',
      requiresPermission: PERMISSIONS.read,
    },
    loader: () => ({ breadcrumb: 'Governorates' }),
    component: (route) => <GovernorateList route={route} />,
  },
  {
    path: '/governorates/$id',
    loader: detailPageRouteLoader({
      pageId: 'governorate-detail',
      queryDocument: governorateDocument,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      breadcrumb: (isNew: boolean, entity: any) => [
        { path: '/governorates', label: 'Governorates' },
        isNew ? 'New governorate' : entity?.name,
      ],
    }),
    component: (route) => <GovernorateDetail route={route} />,
  },
];
