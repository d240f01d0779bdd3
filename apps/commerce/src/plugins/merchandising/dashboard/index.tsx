import { defineDashboardExtension, FormFieldWrapper, graphql, Input } from '@vendure/dashboard';
import { type ScheduledKind, scheduledItemRoutes } from './scheduled-item-pages';

// The dashboard's `graphql` knows Vendure's own schema only; these documents are checked against
// ours when the dashboard runs them (the commerce e2e tests cover the same operations).

const PICTURE = `id createdAt updatedAt name type fileSize mimeType width height source preview focalPoint { x y }`;
const SCHEDULE = `enabled startsAt endsAt url`;

const banner: ScheduledKind = {
  id: 'banner',
  path: '/banners',
  listTitle: 'Banners',
  newTitle: 'New banner',
  typeName: 'Banner',
  listDocument: graphql(`
    query DarBannerList($options: BannerListOptions) {
      banners(options: $options) {
        items { id createdAt updatedAt title page position ${SCHEDULE} }
        totalItems
      }
    }
  `),
  detailDocument: graphql(`
    query DarBanner($id: ID!) {
      banner(id: $id) {
        id createdAt updatedAt title page position ${SCHEDULE}
        featuredAsset { ${PICTURE} }
        translations { id languageCode title altText }
      }
    }
  `),
  createDocument: graphql(`
    mutation DarCreateBanner($input: CreateBannerInput!) {
      createBanner(input: $input) {
        __typename
        ... on Banner {
          id
        }
        ... on ErrorResult {
          errorCode
          message
        }
      }
    }
  `),
  updateDocument: graphql(`
    mutation DarUpdateBanner($input: UpdateBannerInput!) {
      updateBanner(input: $input) {
        __typename
        ... on Banner {
          id
        }
        ... on ErrorResult {
          errorCode
          message
        }
      }
    }
  `),
  deleteDocument: graphql(`
    mutation DarDeleteBanner($id: ID!) {
      deleteBanner(id: $id) {
        result
        message
      }
    }
  `),
  textFields: [
    { name: 'title', label: 'Headline' },
    { name: 'altText', label: 'What the picture shows' },
  ],
  picture: { input: 'featuredAssetId', entity: 'featuredAsset' },
  extraValues: (item) => ({ page: item.page, position: item.position }),
  newItemValues: { page: 'home', position: 0 },
  extraFields: (control, t) => (
    <>
      <FormFieldWrapper
        control={control}
        name="page"
        label={t('Page')}
        description={t('home: the home page carousel')}
        render={({ field }) => (
          <Input {...field} value={field.value ?? ''} placeholder="home" dir="ltr" />
        )}
      />
      <FormFieldWrapper
        control={control}
        name="position"
        label={t('Position')}
        description={t('Lower numbers come first')}
        render={({ field }) => (
          <Input
            type="number"
            min={0}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? 0}
            onChange={(event) => field.onChange(Number(event.target.value))}
          />
        )}
      />
    </>
  ),
};

const superBanner: ScheduledKind = {
  id: 'super-banner',
  path: '/super-banners',
  listTitle: 'Super banners',
  newTitle: 'New super banner',
  typeName: 'SuperBanner',
  listDocument: graphql(`
    query DarSuperBannerList($options: SuperBannerListOptions) {
      superBanners(options: $options) {
        items { id createdAt updatedAt title ${SCHEDULE} }
        totalItems
      }
    }
  `),
  detailDocument: graphql(`
    query DarSuperBanner($id: ID!) {
      superBanner(id: $id) {
        id createdAt updatedAt title ${SCHEDULE}
        asset { ${PICTURE} }
        translations { id languageCode title altText }
      }
    }
  `),
  createDocument: graphql(`
    mutation DarCreateSuperBanner($input: CreateSuperBannerInput!) {
      createSuperBanner(input: $input) {
        __typename
        ... on SuperBanner {
          id
        }
        ... on ErrorResult {
          errorCode
          message
        }
      }
    }
  `),
  updateDocument: graphql(`
    mutation DarUpdateSuperBanner($input: UpdateSuperBannerInput!) {
      updateSuperBanner(input: $input) {
        __typename
        ... on SuperBanner {
          id
        }
        ... on ErrorResult {
          errorCode
          message
        }
      }
    }
  `),
  deleteDocument: graphql(`
    mutation DarDeleteSuperBanner($id: ID!) {
      deleteSuperBanner(id: $id) {
        result
        message
      }
    }
  `),
  textFields: [
    { name: 'title', label: 'Headline' },
    { name: 'altText', label: 'What the picture shows' },
  ],
  picture: { input: 'assetId', entity: 'asset' },
};

const alert: ScheduledKind = {
  id: 'alert',
  path: '/alert-strips',
  listTitle: 'Alert strips',
  newTitle: 'New alert strip',
  typeName: 'Alert',
  listDocument: graphql(`
    query DarAlertList($options: AlertListOptions) {
      alerts(options: $options) {
        items { id createdAt updatedAt name ${SCHEDULE} }
        totalItems
      }
    }
  `),
  detailDocument: graphql(`
    query DarAlert($id: ID!) {
      alert(id: $id) {
        id createdAt updatedAt name ${SCHEDULE}
        translations { id languageCode name }
      }
    }
  `),
  createDocument: graphql(`
    mutation DarCreateAlert($input: CreateAlertInput!) {
      createAlert(input: $input) {
        __typename
        ... on Alert {
          id
        }
        ... on ErrorResult {
          errorCode
          message
        }
      }
    }
  `),
  updateDocument: graphql(`
    mutation DarUpdateAlert($input: UpdateAlertInput!) {
      updateAlert(input: $input) {
        __typename
        ... on Alert {
          id
        }
        ... on ErrorResult {
          errorCode
          message
        }
      }
    }
  `),
  deleteDocument: graphql(`
    mutation DarDeleteAlert($id: ID!) {
      deleteAlert(id: $id) {
        result
        message
      }
    }
  `),
  textFields: [{ name: 'name', label: 'Text' }],
};

/**
 * The shop front's screens (banners, the super banner, the alert strip) for staff with the
 * Merchandising permissions; the menu section hides for staff without ReadMerchandising.
 */
defineDashboardExtension({
  navSections: [{ id: 'shop-front', title: 'Shop front', order: 150, placement: 'top' }],
  routes: [banner, superBanner, alert].flatMap(scheduledItemRoutes),
});
