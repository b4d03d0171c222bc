// The kit's typed theme for styled components written here (its one DefaultTheme augmentation).
/// <reference types="@storefront/ui-kit/styled" />
