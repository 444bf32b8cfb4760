export { PlaceholderPage as Component } from '../../components/ui/placeholder-page';
