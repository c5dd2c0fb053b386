/** The id (and type) of the wagmi connector through which wagmi sees the modal's connection. */
export const MODAL_CONNECTOR_ID = 'portico'
