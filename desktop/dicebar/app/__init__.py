"""Layer 6: start-up, the command line, kiosk and storage."""
