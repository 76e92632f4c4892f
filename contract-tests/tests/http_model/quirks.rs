//! The client against wiremock servers playing the real API.
