/** Where a delivery stands: the list is the operators' contract's, which the console reads too. */
export { DELIVERY_STATUSES, type DeliveryStatus } from '../../services/api/deliveries/deliveries-contract';
