import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_ORDER_TYPE, type OrderType } from '../lib/constants';

/** The product a customer picked (decoration, photography ...), kept from product page to checkout. */
export interface SelectedProduct {
  _id: string;
  name: string;
  slug: string;
  /** Whole rupees. */
  price: number;
  image: string | null;
}

/** Spec 3: the one persisted slice, exactly these fields. */
export interface SelectionState {
  subCategory: string | null;
  imgAlt: string | null;
  orderType: OrderType;
  catValue: string | null;
  product: SelectedProduct | null;
}

export const initialSelectionState: SelectionState = {
  subCategory: null,
  imgAlt: null,
  orderType: DEFAULT_ORDER_TYPE,
  catValue: null,
  product: null,
};

/** The customer's current choice of service, category and product (persisted under key `root`). */
export const selectionSlice = createSlice({
  name: 'selection',
  initialState: initialSelectionState,
  reducers: {
    setSubCategory(state, action: PayloadAction<string | null>) {
      state.subCategory = action.payload;
    },
    setImgAlt(state, action: PayloadAction<string | null>) {
      state.imgAlt = action.payload;
    },
    setOrderType(state, action: PayloadAction<OrderType>) {
      state.orderType = action.payload;
    },
    setCatValue(state, action: PayloadAction<string | null>) {
      state.catValue = action.payload;
    },
    setProduct(state, action: PayloadAction<SelectedProduct | null>) {
      state.product = action.payload;
    },
    clearSelection() {
      return initialSelectionState;
    },
  },
  selectors: {
    selectSelection: (state) => state,
    selectOrderType: (state) => state.orderType,
    selectProduct: (state) => state.product,
  },
});

export const { setSubCategory, setImgAlt, setOrderType, setCatValue, setProduct, clearSelection } = selectionSlice.actions;
export const { selectSelection, selectOrderType, selectProduct } = selectionSlice.selectors;
