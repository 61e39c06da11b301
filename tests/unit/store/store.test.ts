// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { persistStore, type Persistor } from 'redux-persist';
import { DEFAULT_ORDER_TYPE, ORDER_TYPE } from '../../../lib/constants';
import { ordersApi } from '../../../store/ordersApi';
import { PERSISTED_ROOT_KEY } from '../../../lib/constants';
import { createStoreBundle, makeStore, persistConfig } from '../../../store';
import { clearSelection, initialSelectionState, setCatValue, setOrderType, setProduct } from '../../../store/selectionSlice';

/** Waits until `persistor` has read localStorage back into the store (redux-persist's `bootstrapped`). */
const rehydrated = (persistor: Persistor) => vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));

describe('store', () => {
  it('persists one slice with exactly the spec fields under key root with a 5000 ms timeout', () => {
    expect(persistConfig.key).toBe('root');
    expect(persistConfig.timeout).toBe(5000);
    expect(persistConfig.whitelist).toEqual(['selection']);
    const state = makeStore().getState();
    expect(Object.keys(state.selection).sort()).toEqual(['catValue', 'imgAlt', 'orderType', 'product', 'subCategory']);
    expect(state.selection.orderType).toBe(DEFAULT_ORDER_TYPE);
  });

  it('creates independent stores (nothing shared between server requests)', () => {
    const a = makeStore();
    const b = makeStore();
    a.dispatch(setCatValue('birthday'));
    expect(b.getState().selection.catValue).toBeNull();
  });

  it('keeps the choice across a reload through localStorage', async () => {
    window.localStorage.clear();
    const first = makeStore();
    const persistor = persistStore(first);
    await rehydrated(persistor);
    first.dispatch(setOrderType(ORDER_TYPE.DECORATION));
    first.dispatch(setCatValue('kids-birthday'));
    first.dispatch(setProduct({ _id: 'p1', name: 'Jungle Theme', slug: 'jungle-theme', price: 2499, image: null }));
    await persistor.flush();
    expect(window.localStorage.getItem('persist:root')).toContain('kids-birthday');

    const reloaded = makeStore();
    await rehydrated(persistStore(reloaded));
    expect(reloaded.getState().selection).toMatchObject({ orderType: 1, catValue: 'kids-birthday', product: { price: 2499 } });

    reloaded.dispatch(clearSelection());
    expect(reloaded.getState().selection).toEqual(initialSelectionState);
  });
});

describe('createStoreBundle', () => {
  it('rehydrates the persisted root slice only once persistence is started, and keeps it across bundles', async () => {
    window.localStorage.clear();
    const first = createStoreBundle();
    first.startPersistence();
    await rehydrated(first.persistor);
    first.store.dispatch(setOrderType(ORDER_TYPE.DECORATION));
    first.store.dispatch(setCatValue('anniversary'));
    await first.persistor.flush();

    const next = createStoreBundle();
    // not started: the persistor has not begun reading localStorage, so the store holds the initial selection
    expect(next.persistor.getState().bootstrapped).toBe(false);
    expect(next.store.getState().selection.catValue).toBeNull();
    next.startPersistence();
    next.startPersistence();
    await rehydrated(next.persistor);
    expect(next.store.getState().selection).toMatchObject({ orderType: 1, catValue: 'anniversary' });
  });

  it('forgets every cached answer and the persisted selection on forgetCustomer (logout)', async () => {
    window.localStorage.clear();
    const bundle = createStoreBundle();
    bundle.startPersistence();
    await rehydrated(bundle.persistor);
    bundle.store.dispatch(setCatValue('birthday'));
    await bundle.persistor.flush();
    await bundle.store.dispatch(ordersApi.util.upsertQueryData('orderList', 1, []));
    expect(Object.keys(bundle.store.getState().api.queries)).toHaveLength(1);
    expect(window.localStorage.getItem(PERSISTED_ROOT_KEY)).toContain('birthday');
    await bundle.forgetCustomer();
    expect(bundle.store.getState().api.queries).toEqual({});
    expect(bundle.store.getState().selection).toEqual(initialSelectionState);
    expect(window.localStorage.getItem(PERSISTED_ROOT_KEY)).toBeNull();
  });
});
