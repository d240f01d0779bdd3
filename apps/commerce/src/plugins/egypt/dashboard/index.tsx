import {
  ActionBarItem,
  Button,
  type DashboardRouteDefinition,
  defineDashboardExtension,
  DetailFormGrid,
  DetailPageButton,
  detailPageRouteLoader,
  FormFieldWrapper,
  graphql,
  Input,
  ListPage,
  Page,
  PageActionBar,
  PageBlock,
  PageLayout,
  PageTitle,
  toast,
  useDetailPage,
} from '@vendure/dashboard';
import { governorateRoutes } from './governorates';
import { useT } from '../../dashboard/screens/fields';

// The dashboard's `graphql` knows Vendure's own schema only; these documents are checked against
// ours when the dashboard runs them (the plugin's commerce e2e tests cover the same operations).

const cityListDocument = graphql(`
  query DarCities($options: CityListOptions) {
    cities(options: $options) {
      items {
        id
        createdAt
        updatedAt
        name
        deliveryPrice
        governorate {
          id
          name
          deliveryRegion
        }
      }
      totalItems
    }
  }
`);

const cityDocument = graphql(`
  query DarCity($id: ID!) {
    city(id: $id) {
      id
      createdAt
      updatedAt
      name
      deliveryPrice
      translations {
        id
        languageCode
        name
      }
      governorate {
        id
        code
        name
        deliveryRegion
      }
    }
  }
`);

const updateCityDocument = graphql(`
  mutation DarUpdateCity($input: UpdateCityInput!) {
    updateCity(input: $input) {
      id
      deliveryPrice
    }
  }
`);

const READ = ['ReadShippingMethod'];
const UPDATE = ['UpdateShippingMethod'];

/** Piastres as the Egyptian pounds staff type, and back; empty is "the region's price". */
const toPounds = (piastres: number | null | undefined) =>
  piastres === null || piastres === undefined ? '' : String(piastres / 100);
const toPiastres = (pounds: string) =>
  pounds.trim() === '' ? null : Math.round(Number(pounds.trim()) * 100);

function CityList({ route }: { route: unknown }) {
  const t = useT();
  return (
    <ListPage
      pageId="city-list"
      title={t('Delivery prices')}
      listQuery={cityListDocument}
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      route={route as any}
      defaultVisibility={{ name: true, governorate: true, deliveryPrice: true }}
      // Search a city by its name in the dashboard's content language.
      onSearchTermChange={(term) => (term ? { name: { contains: term } } : {})}
      customizeColumns={{
        name: {
          header: t('City'),
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          cell: ({ row }: any) => (
            <DetailPageButton id={row.original.id} label={row.original.name} />
          ),
        },
        governorate: {
          header: t('Governorate'),
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          cell: ({ row }: any) => row.original.governorate.name,
        },
        deliveryPrice: {
          header: t('Delivery price (EGP)'),
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          cell: ({ row }: any) =>
            row.original.deliveryPrice === null
              ? t("The region's price")
              : toPounds(row.original.deliveryPrice),
        },
      }}
    />
  );
}

/** One city: its names, its governorate, and the price of standard delivery there. */
function CityDetail({ route }: { route: unknown }) {
  const t = useT();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const params = (route as any).useParams() as { id: string };
  const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
    pageId: 'city-detail',
    queryDocument: cityDocument,
    updateDocument: updateCityDocument,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    setValuesForUpdate: (city: any) => ({ id: city.id, deliveryPrice: city.deliveryPrice }),
    params: { id: params.id },
    onSuccess: () => {
      toast.success(t('Saved'));
      resetForm();
    },
    onError: (error: unknown) => {
      toast.error(t('Not saved'), {
        description: error instanceof Error ? error.message : String(error),
      });
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const city = entity as any;
  const nameIn = (language: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    city?.translations.find((row: any) => row.languageCode === language)?.name ?? '';
  return (
    <Page pageId="city-detail" form={form} submitHandler={submitHandler} entity={entity}>
      <PageTitle>{city?.name ?? ''}</PageTitle>
      <PageActionBar>
        <ActionBarItem itemId="save-button" requiresPermission={UPDATE}>
          <Button
            type="submit"
            disabled={!form.formState.isDirty || !form.formState.isValid || isPending}
          >
            {t('Update')}
          </Button>
        </ActionBarItem>
      </PageActionBar>
      <PageLayout>
        <PageBlock column="main" blockId="main-form">
          <DetailFormGrid>
            <FormFieldWrapper
              control={form.control}
              name="deliveryPrice"
              label={t('Delivery price (EGP, VAT included)')}
              description={t("Empty: the governorate's region price")}
              render={({ field }) => (
                <Input
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  type="number"
                  min={0}
                  step="0.01"
                  dir="ltr"
                  value={toPounds(field.value)}
                  onChange={(event) => field.onChange(toPiastres(event.target.value))}
                />
              )}
            />
          </DetailFormGrid>
        </PageBlock>
        <PageBlock column="side" blockId="place" title={t('City')}>
          <dl className="flex flex-col gap-2 text-sm">
            <dt className="text-muted-foreground">{t('Name (Arabic)')}</dt>
            <dd lang="ar" dir="rtl">
              {nameIn('ar')}
            </dd>
            <dt className="text-muted-foreground">{t('Name (English)')}</dt>
            <dd lang="en" dir="ltr">
              {nameIn('en')}
            </dd>
            <dt className="text-muted-foreground">{t('Governorate')}</dt>
            <dd>{city?.governorate.name}</dd>
            <dt className="text-muted-foreground">{t('Delivery region')}</dt>
            <dd dir="ltr">{city?.governorate.deliveryRegion}</dd>
          </dl>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}

const routes: DashboardRouteDefinition[] = [
  {
    path: '/delivery-prices',
    navMenuItem: {
      sectionId: 'settings',
      id: 'delivery-prices',
      url: '/delivery-prices',
      title: 'Delivery prices',
      requiresPermission: READ,
    },
    loader: () => ({ breadcrumb: 'Delivery prices' }),
    component: (route) => <CityList route={route} />,
  },
  {
    path: '/delivery-prices/$id',
    loader: detailPageRouteLoader({
      pageId: 'city-detail',
      queryDocument: cityDocument,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      breadcrumb: (_isNew: boolean, entity: any) => [
        { path: '/delivery-prices', label: 'Delivery prices' },
        entity?.name,
      ],
    }),
    component: (route) => <CityDetail route={route} />,
  },
  ...governorateRoutes,
];

/**
 * Delivery prices by city, under Settings (ReadShippingMethod; changing one needs
 * UpdateShippingMethod): each city of the 27 governorates, searchable by name, with the price of
 * standard delivery there; empty keeps its region's price (the shipping method's arguments). And
 * the Governorates (governorates.tsx): their names in Arabic and English, code and region.
 */
defineDashboardExtension({ routes });
